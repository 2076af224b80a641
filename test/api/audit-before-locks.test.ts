import { isDeepStrictEqual } from "node:util";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { PUT as saveGroup } from "@/app/api/adminauth/menu/optionGroups/[id]/route";
import { POST as createGroup } from "@/app/api/adminauth/menu/optionGroups/route";
import { PATCH as editPrinter } from "@/app/api/adminauth/printers/[id]/route";
import { POST as addPrinter } from "@/app/api/adminauth/printers/route";
import { PATCH as updatePromotion } from "@/app/api/adminauth/promotions/[id]/route";
import { POST as createPromotion } from "@/app/api/adminauth/promotions/route";
import { PATCH as patchZone } from "@/app/api/adminauth/store/zones/[id]/route";
import { POST as createZone } from "@/app/api/adminauth/store/zones/route";
import { getDb } from "@/lib/platform/db";
import { seedCatalogue } from "@/lib/seed";
import { resetDatabase } from "../db";
import { createAdmin } from "../factories";
import { call } from "../request";

// Two admins saving one record at once: each edit's audit entry must record as its before what
// the record was when that edit wrote, so the later one's before is the earlier one's after, never
// the record both started from. The update use cases lock the row before reading it (decision
// 028's unit of work holds the lock until the entry is written).
//
// A test transaction holds the row's lock while both saves start, so that both are surely in
// flight, then lets them go: without the lock read each save has read its before while waiting,
// and both record the record they started from. PGlite is one session, where transactions cannot
// overlap, so this runs on PostgreSQL only (DATABASE_URL).

const onPostgres = inject("databaseMode") === "postgresql";

let admin: string;

beforeAll(async () => {
  if (!onPostgres) return;
  await resetDatabase();
  await seedCatalogue(getDb());
  admin = (await createAdmin("locks-owner")).token;
});

type Entry = { before: unknown; after: unknown };

/** Waits until `count` sessions of this database wait for a lock (at most 10 s). */
async function untilWaiting(count: number) {
  for (let tries = 0; tries < 200; tries += 1) {
    const [row] = await getDb().$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if ((row?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Fewer than ${count} sessions ever waited for a lock.`);
}

/**
 * Runs both saves while a transaction holds `table`'s row `id`, lets them go once both wait, and
 * answers the two audit entries they wrote.
 */
async function raceSaves(
  table: string,
  id: string,
  action: string,
  saves: [() => Promise<unknown>, () => Promise<unknown>],
) {
  let settled: Promise<{ status: number }[]> | undefined;
  await getDb().$transaction(
    async (tx) => {
      await tx.$queryRawUnsafe(`SELECT id FROM "${table}" WHERE id = $1::uuid FOR UPDATE`, id);
      settled = Promise.all(saves.map((save) => save() as Promise<{ status: number }>));
      await untilWaiting(2);
    },
    { timeout: 20_000 },
  );
  const answers = await settled!;
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  const entries = await getDb().auditEntry.findMany({
    where: { action, targetId: id },
    select: { before: true, after: true },
  });
  expect(entries).toHaveLength(2);
  return entries as Entry[];
}

/** One entry's before is the other's after: the saves took turns, each reading what it replaced. */
function expectChained([x, y]: Entry[]) {
  const chained = isDeepStrictEqual(x!.before, y!.after) || isDeepStrictEqual(y!.before, x!.after);
  expect(chained, `neither before is the other save's after:\n${JSON.stringify([x, y], null, 2)}`).toBe(true);
}

describe.skipIf(!onPostgres)("two admins saving one record at once, on the audit trail", () => {
  it("an option group", async () => {
    const category = await getDb().category.findFirstOrThrow({ select: { id: true } });
    const body = {
      categoryId: category.id,
      categoryItemId: null,
      name: "Dips",
      min: 0,
      max: 2,
      options: [{ name: "Garlic dip", price: 0.5 }],
    };
    const created = await call(createGroup, { bearer: admin, body });
    expect(created.status).toBe(201);
    const id = created.json.data._id as string;
    const save = (name: string, price: number) => () =>
      call(saveGroup, {
        method: "PUT",
        bearer: admin,
        params: { id },
        body: { ...body, name, options: [{ _id: created.json.data.options[0]._id, name: "Garlic dip", price }] },
      });
    expectChained(
      await raceSaves("OptionGroup", id, "menu.option-group.update", [save("Dips A", 0.6), save("Dips B", 0.7)]),
    );
  });

  it("a promotion", async () => {
    const body = {
      name: "Weekend 10% off",
      headline: "10% off at the weekend",
      badge: "-10%",
      description: "10% off everything on Saturdays and Sundays.",
      kind: "percent_off_subtotal",
      percent: 10,
      days: [6, 7],
    };
    const created = await call(createPromotion, { bearer: admin, body });
    expect(created.status).toBe(201);
    const id = created.json.data._id as string;
    const save = (percent: number) => () =>
      call(updatePromotion, { method: "PATCH", bearer: admin, params: { id }, body: { ...body, percent } });
    expectChained(await raceSaves("Promotion", id, "promotion.update", [save(15), save(20)]));
  });

  it("a delivery zone", async () => {
    const created = await call(createZone, {
      bearer: admin,
      body: { name: "Outer", outwardCodes: "W10", deliveryFee: 3.99, minimumOrder: 25, extraMinutes: 15 },
    });
    expect(created.status).toBe(201);
    const id = created.json.data._id as string;
    // Different fields, so that the later save keeps the earlier one's change as well as its own.
    const [first, second] = await raceSaves("DeliveryZone", id, "store.zone.update", [
      () => call(patchZone, { method: "PATCH", bearer: admin, params: { id }, body: { deliveryFee: 4.5 } }),
      () => call(patchZone, { method: "PATCH", bearer: admin, params: { id }, body: { minimumOrder: 30 } }),
    ]);
    expectChained([first!, second!]);
    expect(await getDb().deliveryZone.findUniqueOrThrow({ where: { id } })).toMatchObject({
      feePence: 450,
      minimumOrderPence: 3000,
    });
  });

  it("a printer", async () => {
    const added = await call(addPrinter, {
      bearer: admin,
      body: { name: "Oven", protocol: "cloudprnt", purposes: ["kitchen"] },
    });
    expect(added.status).toBe(201);
    const id = added.json.data.printer._id as string;
    const save = (name: string, copies: number) => () =>
      call(editPrinter, { method: "PATCH", bearer: admin, params: { id }, body: { name, copies } });
    expectChained(await raceSaves("Printer", id, "printer.update", [save("Pass", 2), save("Grill", 3)]));
  });
});
