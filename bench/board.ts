// `npm run bench:board`: the kitchen board's poll (listBoardOrders, what GET /api/adminauth/orders
// reads, every 5 s per open tablet) on a shop with a year of history (decision 121). On a scratch
// database of the PostgreSQL server at DATABASE_URL, it writes BENCH_HISTORY_ORDERS finished orders
// of the past year (default 200000; two lines and a paid card payment each, a third with an offer),
// then today's: BENCH_FINISHED_TODAY finished (default 180) and BENCH_OPEN still to finish
// (default 65). It prints, for each statement the poll sends, its plan's scan of "Order" and its
// time (EXPLAIN ANALYZE), then the poll's own time over BENCH_CALLS calls (default 20) after five
// to warm up: the named statements' plans are PostgreSQL's cached ones by then. Figures, no checks.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:board
//   BENCH_KEEP_DB (keep the scratch database)
import pg from "pg";
import { applyMigrations } from "@/lib/platform/db-setup";
import { createScratchDatabase } from "../scripts/support/app-process";

const HISTORY = Number(process.env.BENCH_HISTORY_ORDERS ?? 200_000);
const FINISHED_TODAY = Number(process.env.BENCH_FINISHED_TODAY ?? 180);
const OPEN = Number(process.env.BENCH_OPEN ?? 65);
const CALLS = Number(process.env.BENCH_CALLS ?? 20);
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error("npm run bench:board needs DATABASE_URL (a PostgreSQL server it may create a scratch database on).");
  process.exit(1);
}
if (![HISTORY, FINISHED_TODAY, OPEN, CALLS].every((n) => Number.isInteger(n) && n >= 0) || CALLS === 0) {
  console.error("BENCH_HISTORY_ORDERS, BENCH_FINISHED_TODAY, BENCH_OPEN and BENCH_CALLS must be whole numbers.");
  process.exit(1);
}
const say = (line: string) => console.log(`[board] ${line}`);

const scratch = await createScratchDatabase(baseUrl, "board");
await applyMigrations(scratch.url);
process.env.DATABASE_URL = scratch.url;
process.env.DATA_DIR ??= "/tmp/storefront-bench-board";

/**
 * The past year and today, as the board finds them: finished orders of past customers updated
 * 40 minutes after they were placed, today's finished ones within the last three hours (up to now),
 * and the open ones (placed, accepted, preparing, on their way, ready).
 */
async function writeOrders(db: pg.Client) {
  const customers = Math.max(1, Math.round((HISTORY + FINISHED_TODAY + OPEN) / 20));
  await db.query(
    `INSERT INTO "Customer" (id, username, email, "emailNormalized", "passwordHash", "isVerified", "updatedAt")
     SELECT gen_random_uuid(), 'Past ' || g, 'board-' || g || '@example.co.uk', 'board-' || g || '@example.co.uk', 'x', true, now()
       FROM generate_series(1, $1::int) g`,
    [customers],
  );
  await db.query(
    `WITH past AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM "Customer"),
          made AS (SELECT g,
                          CASE WHEN g <= $1::int THEN now() - interval '1 day' - random() * interval '364 days'
                               ELSE now() - random() * interval '3 hours' END AS at,
                          CASE WHEN g <= $1::int THEN (ARRAY['delivered', 'collected'])[1 + g % 2]
                               WHEN g <= $1::int + $2::int THEN (ARRAY['delivered', 'collected', 'cancelled', 'rejected'])[1 + g % 4]
                               ELSE (ARRAY['placed', 'accepted', 'preparing', 'out_for_delivery', 'ready_for_collection'])[1 + g % 5]
                          END AS status
                     FROM generate_series(1, $1::int + $2::int + $3::int) g)
     INSERT INTO "Order" (id, "customerId", status, currency, "subtotalPence", "discountPence", "deliveryFeePence",
                          "grandTotalPence", fulfilment, "paymentMethod", "paidAt", "placedAt", "createdAt", "updatedAt", number,
                          "contactName", "contactPhone", "deliveryAddress", "deliveryPostcode")
     SELECT gen_random_uuid(), past.id, status::"OrderStatus", 'GBP', 2400, CASE WHEN g % 3 = 0 THEN 240 ELSE 0 END, 299,
            CASE WHEN g % 3 = 0 THEN 2459 ELSE 2699 END,
            (CASE WHEN g % 2 = 0 THEN 'delivery' ELSE 'collection' END)::"Fulfilment", 'card', at, at, at,
            LEAST(now(), at + interval '40 minutes'), nextval('"OrderNumber"'),
            'Board Person ' || g, '+447911123456', g || ' High Street, London', 'SW1A 2AA'
       FROM made JOIN past ON past.k = g % $4::int`,
    [HISTORY, FINISHED_TODAY, OPEN, customers],
  );
  await db.query(
    `INSERT INTO "OrderLine" (id, "orderId", "itemName", size, qty, "unitPricePence", "totalPence", "subcategoryName")
     SELECT gen_random_uuid(), o.id, n.name, 'medium', 2, 600, 1200, 'Medium'
       FROM "Order" o CROSS JOIN (VALUES ('Margherita'), ('Garlic Bread')) n(name)`,
  );
  await db.query(
    `INSERT INTO "Payment" (id, "orderId", provider, "providerOrderId", currency, "amountPence", status, "createdAt")
     SELECT gen_random_uuid(), id, 'stripe', 'pi_board_' || number, 'GBP', "grandTotalPence", 'paid', "createdAt" FROM "Order"`,
  );
  await db.query(
    `INSERT INTO "Promotion" (id, name, headline, badge, description, code, kind, percent, "updatedAt")
     VALUES (gen_random_uuid(), 'Ten off', '10% off', '10% off', 'Ten per cent off the dishes', 'TENOFF', 'percent_off_subtotal', 10, now())`,
  );
  await db.query(
    `INSERT INTO "PromotionRedemption" (id, "promotionId", "orderId", "customerId", name, code, "amountPence", "createdAt")
     SELECT gen_random_uuid(), p.id, o.id, o."customerId", p.name, p.code, o."discountPence", o."placedAt"
       FROM "Order" o CROSS JOIN "Promotion" p WHERE o."discountPence" > 0`,
  );
  await db.query("ANALYZE");
}

type Plan = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: Plan[] };
/** How the plan reads "Order" itself: "Seq Scan", or the index it walks. */
function orderScans(plan: Plan): string[] {
  const own =
    plan["Relation Name"] === "Order"
      ? [`${plan["Node Type"]}${plan["Index Name"] ? ` ${plan["Index Name"]}` : ""}`]
      : [];
  return [...own, ...(plan.Plans ?? []).flatMap(orderScans)];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

const db = new pg.Client({ connectionString: scratch.url });
await db.connect();
try {
  const started = Date.now();
  await writeOrders(db);
  say(
    `${HISTORY} finished orders of the past year, ${FINISHED_TODAY} finished today and ${OPEN} open written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  // Loaded after DATABASE_URL names the scratch database: the pool reads it once.
  const { listBoardOrders } = await import("@/lib/ordering");
  const { getPool } = await import("@/lib/platform/db");

  // What the poll sends, caught at the pool Prisma queries through, to explain each statement.
  const pool = getPool();
  const sent: { text: string; values: unknown[] }[] = [];
  const query = pool.query.bind(pool) as (config: { text: string; values: unknown[] }) => Promise<unknown>;
  (pool as unknown as { query: typeof query }).query = (config) => {
    sent.push({ text: config.text, values: config.values });
    return query(config);
  };
  const first = await listBoardOrders();
  (pool as unknown as { query: typeof query }).query = query;
  say(`the board carries ${first.length} orders; the poll sends ${sent.length} statements`);
  for (const { text, values } of sent) {
    const { rows } = await db.query<{ "QUERY PLAN": [{ Plan: Plan; "Execution Time": number }] }>(
      { text: `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}` },
      values,
    );
    const [{ Plan: plan, "Execution Time": time }] = rows[0]!["QUERY PLAN"];
    const where = /ORDER BY "t0"\."(\w+)"/.exec(text)?.[1] ?? "?";
    say(`  by ${where}: ${orderScans(plan).join(", ") || "no scan of Order"}, ${ms(time)} (EXPLAIN ANALYZE)`);
  }

  for (let i = 0; i < 5; i++) await listBoardOrders();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const at = performance.now();
    await listBoardOrders();
    times.push(performance.now() - at);
  }
  say(
    `listBoardOrders over ${CALLS} calls: median ${ms(median(times))}, min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))}`,
  );
  await getPool().end();
} finally {
  await db.end();
  if (process.env.BENCH_KEEP_DB) say(`scratch database kept: ${scratch.url}`);
  else await scratch.drop();
}
