import { getDb } from "@/lib/platform/db";

// The sweeps send thousands of refused requests and check that none wrote a row. An md5 digest of
// every table before and after each took most of the unit run (178 s of 358, embedded, 2026-12-06).
// A row trigger on every table notes each row written, so looking is one indexed read; it sees a
// write that left the row as it was (an UPDATE to the same values), which a digest could not.

const SCHEMA = "write_watch";

/**
 * A run killed before the sweep's `afterAll` leaves the triggers on PostgreSQL's `test` database,
 * which outlives runs; the global setup drops them before any file meets the schema.
 */
export const DROP_WRITE_WATCH = `DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`;

/**
 * Tables not watched: the rate limiter counts every request, refused or not, and Prisma's
 * migration bookkeeping is no request's. A session's last use is noted on each request, so the
 * Session table is watched for a session made or ended only.
 */
const UNWATCHED = new Set(["RateLimit", "_prisma_migrations"]);
const SESSIONS = "Session";

export type TWriteWatch = {
  /** Where the log of writes stands now. */
  mark(): Promise<number>;
  /** The tables written since `mark`, as "Table INSERT", once each. */
  writtenSince(mark: number): Promise<string[]>;
  /** Takes the triggers and their log away, so the next test file meets the schema as migrated. */
  stop(): Promise<void>;
};

/** Puts a trigger on every table of the app's schema; call `stop` when done (an `afterAll`). */
export async function startWriteWatch(): Promise<TWriteWatch> {
  const db = getDb();
  await db.$executeRawUnsafe(DROP_WRITE_WATCH);
  await db.$executeRawUnsafe(`CREATE SCHEMA ${SCHEMA}`);
  await db.$executeRawUnsafe(
    `CREATE TABLE ${SCHEMA}.writes (id bigserial PRIMARY KEY, "table" text NOT NULL, operation text NOT NULL)`,
  );
  await db.$executeRawUnsafe(`
    CREATE FUNCTION ${SCHEMA}.note() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO ${SCHEMA}.writes ("table", operation) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$`);
  const tables = await db.$queryRaw<{ tablename: string }[]>`
    SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`;
  for (const { tablename } of tables) {
    if (UNWATCHED.has(tablename)) continue;
    const rowOps = tablename === SESSIONS ? "INSERT OR DELETE" : "INSERT OR UPDATE OR DELETE";
    await db.$executeRawUnsafe(
      `CREATE TRIGGER write_watch AFTER ${rowOps} ON "${tablename}" FOR EACH ROW EXECUTE FUNCTION ${SCHEMA}.note()`,
    );
    await db.$executeRawUnsafe(
      `CREATE TRIGGER write_watch_truncate AFTER TRUNCATE ON "${tablename}" FOR EACH STATEMENT EXECUTE FUNCTION ${SCHEMA}.note()`,
    );
  }
  return {
    async mark() {
      const rows = await db.$queryRawUnsafe<{ last: number }[]>(
        `SELECT coalesce(max(id), 0)::int AS last FROM ${SCHEMA}.writes`,
      );
      return rows[0]!.last;
    },
    async writtenSince(mark) {
      const rows = await db.$queryRawUnsafe<{ write: string }[]>(
        `SELECT DISTINCT "table" || ' ' || operation AS write FROM ${SCHEMA}.writes WHERE id > $1 ORDER BY 1`,
        mark,
      );
      return rows.map((row) => row.write);
    },
    async stop() {
      // The function goes with the schema, and every trigger that calls it with the function.
      await db.$executeRawUnsafe(DROP_WRITE_WATCH);
    },
  };
}
