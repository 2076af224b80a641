import { beforeAll, describe, expect, it, vi } from "vitest";
import { listBoardOrders } from "@/lib/ordering";
import { getDb, getPool, type OrderStatus } from "@/lib/platform/db";
import { resetDatabase } from "../db";

// What the kitchen board's poll reads (decision 121): the orders still to finish and the latest
// 200 finished today (the London day), whatever the shop's history; and how it reads them, so a
// year of finished orders does not make every poll slower.

// A summer evening: the London day began at 23:00 UTC the evening before.
const now = new Date("2026-07-15T21:00:00.000Z");
const startOfDay = new Date("2026-07-14T23:00:00.000Z");
const at = (iso: string) => new Date(iso);
const minutes = (n: number) => n * 60_000;

type Made = { id: string; status: OrderStatus; placedAt: Date; updatedAt: Date };
const made: Made[] = [];
let customerId: string;
let placedCount = 0;

/** Orders written as the board finds them; each placed a second after the last, so the board's order is one. */
async function makeOrders(rows: { status: OrderStatus; updatedAt: Date; placedAt?: Date }[]) {
  const data = rows.map((row) => ({
    customerId,
    status: row.status,
    currency: "GBP",
    subtotalPence: 1200,
    discountPence: 0,
    deliveryFeePence: 0,
    grandTotalPence: 1200,
    paymentMethod: "card" as const,
    placedAt: new Date((row.placedAt ?? at("2026-07-13T12:00:00.000Z")).getTime() + 1000 * ++placedCount),
    updatedAt: row.updatedAt,
  }));
  const rowsMade = await getDb().order.createManyAndReturn({
    data,
    select: { id: true, status: true, placedAt: true, updatedAt: true },
  });
  made.push(...rowsMade.map((r) => ({ ...r, placedAt: r.placedAt! })));
}

const OPEN: OrderStatus[] = ["placed", "accepted", "preparing", "out_for_delivery", "ready_for_collection"];
const FINISHED: OrderStatus[] = ["delivered", "collected", "cancelled", "rejected"];

/** The board's answer worked out by hand: every open order, the latest 200 finished today, oldest placed first. */
function expectedBoard() {
  const open = made.filter((o) => OPEN.includes(o.status));
  const finished = made
    .filter((o) => FINISHED.includes(o.status) && o.updatedAt >= startOfDay)
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
    .slice(0, 200);
  return [...open, ...finished].sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime()).map((o) => o.id);
}

async function boardIds() {
  return (await listBoardOrders(undefined, now)).map((o) => o.id);
}

beforeAll(async () => {
  await resetDatabase();
  const customer = await getDb().customer.create({
    data: {
      username: "Board",
      email: "board-reads@example.co.uk",
      emailNormalized: "board-reads@example.co.uk",
      passwordHash: "x",
    },
  });
  customerId = customer.id;
});

describe("the kitchen board's lists", () => {
  it("carries every open order and what finished since the London day began, not a millisecond before", async () => {
    await makeOrders([
      // Finished before today: last week, yesterday evening, and just before midnight in London.
      ...FINISHED.map((status, i) => ({ status, updatedAt: at(`2026-07-0${i + 1}T20:00:00.000Z`) })),
      { status: "delivered", updatedAt: at("2026-07-14T21:00:00.000Z") },
      { status: "collected", updatedAt: new Date(startOfDay.getTime() - 1) },
      // Finished today: at the very start, a millisecond after, before UTC's midnight, this morning.
      { status: "delivered", updatedAt: startOfDay },
      { status: "cancelled", updatedAt: new Date(startOfDay.getTime() + 1) },
      { status: "rejected", updatedAt: at("2026-07-14T23:30:00.000Z") },
      ...FINISHED.map((status, i) => ({ status, updatedAt: at(`2026-07-15T0${i + 4}:00:00.000Z`) })),
      // Still to finish, whenever they last changed: last week, yesterday, today.
      ...OPEN.map((status, i) => ({ status, updatedAt: at(`2026-07-0${i + 1}T19:00:00.000Z`) })),
      ...OPEN.map((status) => ({ status, updatedAt: at("2026-07-14T22:30:00.000Z") })),
      ...OPEN.map((status, i) => ({ status, updatedAt: at(`2026-07-15T0${i + 2}:00:00.000Z`) })),
      // Never paid: not the kitchen's.
      { status: "pending", updatedAt: at("2026-07-15T08:00:00.000Z") },
    ]);
    const ids = await boardIds();
    expect(ids).toEqual(expectedBoard());
    // 15 open and 7 finished today, counted by hand, in case the answer worked out above is wrong too.
    expect(ids).toHaveLength(22);
  });

  it("keeps the latest 200 finished today past the limit, and every open order", async () => {
    await makeOrders(
      Array.from({ length: 240 }, (_, i) => ({
        status: FINISHED[i % FINISHED.length]!,
        updatedAt: new Date(at("2026-07-15T19:00:00.000Z").getTime() + i * 1000),
        placedAt: new Date(at("2026-07-15T07:00:00.000Z").getTime() + minutes(i % 30)),
      })),
    );
    await makeOrders(OPEN.map((status) => ({ status, updatedAt: at("2026-07-15T20:55:00.000Z") })));
    const ids = await boardIds();
    expect(ids).toEqual(expectedBoard());
    expect(ids).toHaveLength(20 + 200);
  });
});

type Plan = { "Node Type": string; "Relation Name"?: string; Plans?: Plan[] };
const scansOfOrder = (plan: Plan): string[] => [
  ...(plan["Relation Name"] === "Order" ? [plan["Node Type"]] : []),
  ...(plan.Plans ?? []).flatMap(scansOfOrder),
];

describe("the kitchen board's reads", () => {
  it("walk an index to today's orders, never a scan of the whole history", async () => {
    // A year of finished orders up to the evening before (about 550 a day), analysed as autovacuum
    // would. Late in the day PostgreSQL reckons today holds about a day's worth of them, and before
    // decision 121 it then scanned every order the shop ever had, in parallel, rather than read
    // today's through the (status, updatedAt) index and sort them.
    await getDb().$executeRawUnsafe(
      `INSERT INTO "Order" (id, "customerId", status, currency, "subtotalPence", "discountPence", "deliveryFeePence",
                            "grandTotalPence", "paymentMethod", "placedAt", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), $1::uuid, (ARRAY['delivered', 'collected'])[1 + g % 2]::"OrderStatus", 'GBP',
              1200, 0, 0, 1200, 'card', t, t, t + interval '40 minutes'
         FROM generate_series(1, 200000) g,
              LATERAL (SELECT timestamp '2026-07-14 22:00' - g * interval '157 seconds' AS t) p`,
      customerId,
    );
    await getDb().$executeRawUnsafe(`ANALYZE "Order"`);

    const pool = getPool();
    // What the poll sends, as Prisma hands it to the pool.
    const sent = vi.spyOn(pool, "query");
    let ids: string[];
    let calls: unknown[][];
    try {
      ids = await boardIds();
    } finally {
      calls = [...sent.mock.calls];
      sent.mockRestore();
    }
    const statements = calls
      .map(([config]) => config as { text: string; values: unknown[] })
      .filter((config) => config.text.includes(`FROM "public"."Order"`));
    expect(ids).toEqual(expectedBoard());
    expect(statements).toHaveLength(2);

    for (const { text, values } of statements) {
      const { rows } = await pool.query<{ "QUERY PLAN": [{ Plan: Plan }] }>(`EXPLAIN (FORMAT JSON) ${text}`, values);
      const scans = scansOfOrder(rows[0]!["QUERY PLAN"][0].Plan);
      expect(scans.length, text).toBeGreaterThan(0);
      expect(scans, text.slice(-300)).not.toContain("Seq Scan");
    }
  });
});
