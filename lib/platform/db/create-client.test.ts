import { describe, expect, it } from "vitest";
import { createDbClient, statementNames } from "./create-client";
import { EMBEDDED_APPLICATION_NAME } from "./embedded-name";

describe("statementNames", () => {
  it("names each distinct statement after its text, the same name every time, within PostgreSQL's 63 bytes", () => {
    const name = statementNames();
    const first = name({ sql: 'SELECT "id" FROM "Basket" WHERE "id" = $1' });
    expect(first).toMatch(/^prisma_[\w-]+$/);
    expect(first.length).toBeLessThanOrEqual(63);
    expect(name({ sql: 'SELECT "id" FROM "Basket" WHERE "id" = $1' })).toBe(first);
    expect(name({ sql: 'SELECT "id" FROM "Order" WHERE "id" = $1' })).not.toBe(first);
  });

  it("leaves statements unnamed past its limit, and keeps the names it gave", () => {
    const name = statementNames(2);
    const a = name({ sql: "SELECT 1" });
    const b = name({ sql: "SELECT 2" });
    expect(name({ sql: "SELECT 3" })).toBe("");
    expect([name({ sql: "SELECT 1" }), name({ sql: "SELECT 2" })]).toEqual([a, b]);
  });
});

// CI runs the unit tests on both databases (README): each runs the test of its own kind.
const embedded = new URL(process.env.DATABASE_URL!).searchParams.get("application_name") === EMBEDDED_APPLICATION_NAME;

async function preparedSettingsReads(db: ReturnType<typeof createDbClient>) {
  for (let i = 0; i < 8; i++) await db.storeSettings.findUnique({ where: { id: 1 } });
  return db.$queryRaw<{ name: string; generic_plans: bigint }[]>`
    SELECT name, generic_plans FROM pg_prepared_statements
    WHERE statement LIKE '%StoreSettings%' AND statement NOT LIKE '%pg_prepared_statements%'`;
}

describe("a client's statements", () => {
  // Skipped on the embedded database: it has the test below instead.
  it.skipIf(embedded)("are prepared once on a connection, and PostgreSQL keeps a plan for them", async () => {
    // One connection, so that the question below is asked where the statements were prepared.
    const db = createDbClient(process.env.DATABASE_URL!, 1);
    try {
      const prepared = await preparedSettingsReads(db);
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.name).toMatch(/^prisma_/);
      // Planned afresh for its first five uses, then the kept plan (PostgreSQL's plan_cache_mode auto).
      expect(Number(prepared[0]!.generic_plans)).toBeGreaterThan(0);
    } finally {
      await db.$disconnect();
    }
  });

  // Skipped on PostgreSQL: it has the test above instead.
  it.runIf(embedded)("stay unnamed on the embedded database, whose one session every connection shares", async () => {
    const [a, b] = [createDbClient(process.env.DATABASE_URL!, 1), createDbClient(process.env.DATABASE_URL!, 1)];
    try {
      // Named, the second client's first read would be refused: "prepared statement … already exists".
      expect(await preparedSettingsReads(a)).toEqual([]);
      expect(await preparedSettingsReads(b)).toEqual([]);
    } finally {
      await Promise.all([a.$disconnect(), b.$disconnect()]);
    }
  });
});
