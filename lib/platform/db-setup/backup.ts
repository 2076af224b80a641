import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import pg from "pg";
import { lockDataDir } from "./embedded";
import { readMigrations } from "./migrate";

// Backups are plain SQL written by pg_dump: the WASM build of pg_dump that PGlite's own
// project ships (@electric-sql/pglite-tools) for the embedded database, the pg_dump on the
// PATH for a PostgreSQL server. Rows are written as INSERTs in both, so that either kind of
// dump loads into either kind of database (docs/decisions/007-backups.md).

/** The embedded database's folder (DATA_DIR/db), or a PostgreSQL server's URL. */
export type Database = { embeddedDir: string } | { url: string };

export class BackupError extends Error {
  override name = "BackupError";
}

const DUMP_ARGS = ["--no-owner", "--no-privileges", "--inserts", "--rows-per-insert=200"];

const pgdata = (embeddedDir: string) => path.join(embeddedDir, "pgdata");

function nameOf(db: Database) {
  return "url" in db ? "the PostgreSQL database" : `the embedded database in ${db.embeddedDir}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Holds the data folder's lock for `work`, so that the app cannot start on it meanwhile. */
async function withEmbeddedLock<T>(embeddedDir: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(embeddedDir, { recursive: true });
  let unlock: () => void;
  try {
    unlock = lockDataDir(embeddedDir);
  } catch (err) {
    throw new BackupError(
      `${err instanceof Error ? err.message : String(err)} Backups and restores of the embedded database run while the app is stopped.`,
    );
  }
  try {
    return await work();
  } finally {
    unlock();
  }
}

/** libpq takes the password from the environment, so that it does not show in the process list. */
function libpqTarget(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { url: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], options: { env: NodeJS.ProcessEnv; input?: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (c: string) => (stdout += c));
    child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr += c));
    child.on("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "ENOENT"
          ? new BackupError(
              `${command} was not found on the PATH. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client).`,
            )
          : err,
      ),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new BackupError(`${command} failed: ${stderr.trim() || `exit code ${code}`}`)),
    );
    child.stdin.on("error", () => undefined); // the exit code tells what went wrong
    child.stdin.end(options.input);
  });
}

async function header(db: Database): Promise<string> {
  const migrations = await readMigrations();
  return [
    `-- Tasty Slice database backup, ${new Date().toISOString()}, of ${"url" in db ? "a PostgreSQL server" : "the embedded database"}.`,
    `-- The app's migrations at the time: ${migrations.at(-1)?.name ?? "none"}. Restore with: npm run db:restore -- FILE`,
    "",
  ].join("\n");
}

/** Writes a restorable SQL dump of the database to `file`; returns its size in bytes. */
export async function backupDatabase(db: Database, file: string): Promise<number> {
  let sql: string;
  if ("url" in db) {
    const target = libpqTarget(db.url);
    sql = await run("pg_dump", [...DUMP_ARGS, "--dbname", target.url], { env: target.env });
  } else {
    if (!existsSync(path.join(pgdata(db.embeddedDir), "PG_VERSION"))) {
      throw new BackupError(`There is no embedded database in ${db.embeddedDir} to back up.`);
    }
    sql = await withEmbeddedLock(db.embeddedDir, async () => {
      const pglite = await PGlite.create(pgdata(db.embeddedDir));
      try {
        return await (await pgDump({ pg: pglite, args: DUMP_ARGS })).text();
      } finally {
        await pglite.close();
      }
    });
  }
  const text = (await header(db)) + sql;
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // Written beside and renamed, so that a failed backup never leaves half a file under the name.
  const partial = `${file}.partial`;
  writeFileSync(partial, text, { mode: 0o600 });
  renameSync(partial, file);
  return Buffer.byteLength(text);
}

/**
 * What a dump needs before it loads into this kind of database: psql's \restrict lines mean
 * nothing outside psql, and PostgreSQL before 17 does not know transaction_timeout.
 */
function adapt(sql: string, serverMajor: number): string {
  let out = sql.replace(/^\\(un)?restrict [A-Za-z0-9]+$/gm, "");
  if (serverMajor < 17) out = out.replace(/^SET transaction_timeout = 0;$/m, "");
  return out;
}

async function serverState(url: string): Promise<{ major: number; objects: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const version = await client.query<{ v: number }>("SELECT current_setting('server_version_num')::int AS v");
    // Tables, sequences, views and types in any schema of the user's: an empty database has none.
    const objects = await client.query<{ n: string }>(`
      SELECT (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
                 AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f'))
           + (SELECT count(*) FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
               WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
                 AND t.typtype IN ('e', 'd', 'r', 'm')) AS n`);
    return { major: Math.floor(version.rows[0]!.v / 10000), objects: Number(objects.rows[0]!.n) };
  } finally {
    await client.end();
  }
}

export type RestoreResult = {
  /** The data folder the embedded database was in before a --replace restore, kept. */
  previousEmbeddedData?: string;
};

/**
 * Loads a dump written by backupDatabase into an empty database: an embedded data folder that
 * does not exist yet, or a PostgreSQL database with no tables. `replace` allows a database that
 * holds data: the embedded folder is set aside (not deleted); a server's public schema is
 * dropped in the same transaction as the load, so a failed restore leaves it as it was.
 */
export async function restoreDatabase(
  db: Database,
  file: string,
  options: { replace?: boolean } = {},
): Promise<RestoreResult> {
  const sql = await readFile(file, "utf8").catch((err: NodeJS.ErrnoException) => {
    throw new BackupError(
      err.code === "ENOENT" ? `There is no backup file ${file}.` : `Could not read ${file}: ${err.message}`,
    );
  });
  if (!/^-- (Tasty Slice database backup|PostgreSQL database dump)/m.test(sql)) {
    throw new BackupError(`${file} is not a SQL dump written by npm run db:backup.`);
  }

  if ("url" in db) {
    const state = await serverState(db.url);
    if (state.objects > 0 && !options.replace) {
      throw new BackupError(
        `${capitalised(nameOf(db))} is not empty (${state.objects} tables, sequences or types). Restore into an empty database, or add --replace to drop what it holds.`,
      );
    }
    const target = libpqTarget(db.url);
    const wipe = state.objects > 0 ? "DROP SCHEMA public CASCADE;\nCREATE SCHEMA public;\n" : "";
    await run(
      "psql",
      [
        "--no-psqlrc",
        "--quiet",
        "--single-transaction",
        "-v",
        "ON_ERROR_STOP=1",
        "--dbname",
        target.url,
        "--file",
        "-",
      ],
      {
        env: target.env,
        input: wipe + adapt(sql, state.major),
      },
    );
    return {};
  }

  return withEmbeddedLock(db.embeddedDir, async () => {
    const current = pgdata(db.embeddedDir);
    if (existsSync(current) && readdirSync(current).length === 0) rmSync(current, { recursive: true });
    if (existsSync(current) && !options.replace) {
      throw new BackupError(
        `${capitalised(nameOf(db))} already holds a database. Restore into an empty data folder (another DATA_DIR), or add --replace to set the current one aside.`,
      );
    }
    const fresh = `${current}.restoring`;
    rmSync(fresh, { recursive: true, force: true });
    const pglite = await PGlite.create(fresh);
    try {
      await pglite.exec(`BEGIN;\n${adapt(sql, 18)}\nCOMMIT;`);
    } catch (err) {
      await pglite.close().catch(() => undefined);
      rmSync(fresh, { recursive: true, force: true });
      throw new BackupError(`The backup could not be loaded: ${err instanceof Error ? err.message : String(err)}`);
    }
    await pglite.close();
    let previousEmbeddedData: string | undefined;
    if (existsSync(current)) {
      previousEmbeddedData = `${current}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(current, previousEmbeddedData);
    }
    renameSync(fresh, current);
    return { previousEmbeddedData };
  });
}

/** Migrations the restored database lacks (applied at the app's next start). */
export async function pendingMigrations(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const table = await client.query<{ t: string | null }>(`SELECT to_regclass('"_prisma_migrations"')::text AS t`);
    const { rows } = table.rows[0]!.t
      ? await client.query<{ migration_name: string }>(
          `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        )
      : { rows: [] };
    const done = new Set(rows.map((r) => r.migration_name));
    return (await readMigrations()).map((m) => m.name).filter((name) => !done.has(name));
  } finally {
    await client.end();
  }
}
