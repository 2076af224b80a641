import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

// Applies prisma/migrations exactly as `prisma migrate deploy` does, keeping its
// `_prisma_migrations` bookkeeping, because the Prisma CLI's migrate commands need a
// native engine that cannot be downloaded here (docs/decisions/002-migrations.md).

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "prisma/migrations");

// Prisma's own advisory lock id, so that this runner and `prisma migrate deploy` exclude each other.
const PRISMA_MIGRATE_LOCK_ID = 72707369;

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export type Migration = { name: string; sql: string; checksum: string };

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

export class MigrationError extends Error {
  override name = "MigrationError";
}

/** Applies pending migrations; returns the names applied. Safe to run from several instances at once. */
export async function applyMigrations(
  connectionString: string,
  options: { dir?: string; schema?: string } = {},
): Promise<string[]> {
  const migrations = await readMigrations(options.dir);
  const client = new pg.Client({ connectionString });
  await client.connect();
  const applied: string[] = [];
  try {
    if (options.schema) await client.query(`SET search_path TO "${options.schema.replaceAll('"', '""')}"`);
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK_ID]);
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
    }>(`SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`);

    const failed = rows.find((r) => r.finished_at === null && r.rolled_back_at === null);
    if (failed) {
      throw new MigrationError(
        `Migration ${failed.migration_name} failed earlier and must be resolved before others are applied.`,
      );
    }
    const done = new Map(rows.filter((r) => r.finished_at).map((r) => [r.migration_name, r.checksum]));
    for (const m of migrations) {
      const checksum = done.get(m.name);
      if (checksum !== undefined) {
        if (checksum !== m.checksum) {
          console.warn(`Migration ${m.name} was changed after it was applied (checksum differs).`);
        }
        continue;
      }
      const id = randomUUID();
      await client.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), 0)`,
        [id, m.checksum, m.name],
      );
      try {
        // One transaction a migration: a failure leaves no half-applied schema behind.
        await client.query("BEGIN");
        await client.query(m.sql);
        await client.query("COMMIT");
      } catch (err) {
        await client.query("ROLLBACK").catch(() => undefined);
        const message = err instanceof Error ? err.message : String(err);
        // Rolled back whole, so it is marked so and tried again next time, as Prisma does.
        await client.query(`UPDATE "_prisma_migrations" SET logs = $2, rolled_back_at = now() WHERE id = $1`, [
          id,
          message,
        ]);
        throw new MigrationError(`Migration ${m.name} failed: ${message}`);
      }
      await client.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [
        id,
      ]);
      applied.push(m.name);
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK_ID]).catch(() => undefined);
    // The embedded database is one session shared by every connection: leave it as found.
    if (options.schema) await client.query("RESET search_path").catch(() => undefined);
    await client.end();
  }
  return applied;
}
