import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "@/lib/platform/config";
import { runSeed } from "@/lib/seed";
import { BackupError, backupDatabase, pendingMigrations, restoreDatabase } from "./backup";
import { createDbClient } from "@/lib/platform/db";
import { startEmbeddedPostgres } from "./embedded";
import { applyMigrations } from "./migrate";

// Seed → backup → restore into an empty database → the same rows, and the migration runner
// sees it as up to date. The embedded database is tested in every run; a PostgreSQL server,
// and dumps moved between the two kinds, in the run with DATABASE_URL (CI runs both).

const work = mkdtempSync(path.join(tmpdir(), "backup-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const TRICKY = "O'Brien's \"special\"\nline two\t£5 — 🍕 \\ back\\slash; DROP TABLE x; --";

/** Migrates and seeds the database at `url`, with one text that quoting could break. */
async function seed(url: string) {
  await applyMigrations(url);
  const db = createDbClient(url, 1);
  try {
    await runSeed(
      db,
      loadConfig({ DATA_DIR: path.join(work, "config"), ADMIN_PASSWORD: "backup-admin-pass" }),
      () => {},
    );
    const first = await db.categoryItem.findFirstOrThrow({ orderBy: { position: "asc" } });
    await db.categoryItem.update({ where: { id: first.id }, data: { description: TRICKY } });
  } finally {
    await db.$disconnect();
  }
}

/** Every table's row count and a hash of its rows, in one order and one time zone. */
async function snapshot(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SET TimeZone = 'UTC'");
    const tables = await client.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    const out: Record<string, string> = {};
    for (const { tablename } of tables.rows) {
      const { rows } = await client.query<{ n: string; h: string }>(
        `SELECT count(*) AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS h FROM "${tablename}" t`,
      );
      out[tablename] = `${rows[0]!.n} rows, ${rows[0]!.h}`;
    }
    return out;
  } finally {
    await client.end();
  }
}

async function withEmbedded<T>(dir: string, work: (url: string) => Promise<T>): Promise<T> {
  const db = await startEmbeddedPostgres({ dataDir: dir });
  try {
    return await work(db.url);
  } finally {
    await db.stop();
  }
}

/** The app holding the database: another process, as in real life (the lock is per process). */
async function holdInAnotherProcess(dir: string) {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      "./scripts/server-only-hook.mjs",
      path.join(import.meta.dirname, "../../../test/hold-embedded-database.ts"),
      dir,
    ],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = once(child, "exit");
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`The holding process exited with ${code}`)));
  });
  return {
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function expectSeeded(url: string, expected: Record<string, string>) {
  expect(await snapshot(url)).toEqual(expected);
  expect(await applyMigrations(url)).toEqual([]);
  expect(await pendingMigrations(url)).toEqual([]);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ description: string }>(
    `SELECT description FROM "CategoryItem" WHERE description = $1`,
    [TRICKY],
  );
  await client.end();
  expect(rows).toHaveLength(1);
}

// Each test starts and stops embedded databases (a WASM PostgreSQL) several times: 37 s was seen
// on a loaded 2-core machine, so these get more than the suite's 30 s.
describe("backup and restore of the embedded database", { timeout: 120_000 }, () => {
  const source = path.join(work, "source", "db");
  const file = path.join(work, "embedded.sql");
  let expected: Record<string, string>;

  beforeAll(async () => {
    expected = await withEmbedded(source, async (url) => {
      await seed(url);
      return snapshot(url);
    });
    expect(Number(expected.CategoryItem!.split(" ")[0])).toBeGreaterThan(0);
  });

  it("writes a SQL dump that loads into an empty data folder with the same rows, migrations up to date", async () => {
    const bytes = await backupDatabase({ embeddedDir: source }, file);
    expect(bytes).toBeGreaterThan(10_000);
    expect(readFileSync(file, "utf8")).toMatch(/^-- Tasty Slice database backup/);
    expect(existsSync(`${file}.partial`)).toBe(false);

    const target = path.join(work, "restored", "db");
    expect(await restoreDatabase({ embeddedDir: target }, file)).toEqual({});
    await withEmbedded(target, (url) => expectSeeded(url, expected));
  });

  it("refuses a data folder that holds a database, and with --replace sets it aside", async () => {
    const target = path.join(work, "occupied", "db");
    await withEmbedded(target, (url) => applyMigrations(url));
    await expect(restoreDatabase({ embeddedDir: target }, file)).rejects.toThrow(/already holds a database.*--replace/);

    const result = await restoreDatabase({ embeddedDir: target }, file, { replace: true });
    expect(result.previousEmbeddedData).toMatch(/pgdata\.before-restore-/);
    expect(existsSync(path.join(result.previousEmbeddedData!, "PG_VERSION"))).toBe(true);
    await withEmbedded(target, (url) => expectSeeded(url, expected));
  });

  it("refuses politely while the app has the database open", async () => {
    const running = await holdInAnotherProcess(source);
    try {
      const attempt = backupDatabase({ embeddedDir: source }, path.join(work, "while-running.sql"));
      await expect(attempt).rejects.toThrow(BackupError);
      await expect(attempt).rejects.toThrow(/in use by process \d+.*while the app is stopped/s);
      await expect(restoreDatabase({ embeddedDir: source }, file, { replace: true })).rejects.toThrow(
        /in use by process/,
      );
    } finally {
      await running.stop();
    }
    expect(existsSync(path.join(work, "while-running.sql"))).toBe(false);
    // Stopped, it can be backed up again.
    expect(await backupDatabase({ embeddedDir: source }, path.join(work, "after-stop.sql"))).toBeGreaterThan(10_000);
  });

  it("refuses a file that is not a backup, and a data folder with no database", async () => {
    await expect(
      restoreDatabase({ embeddedDir: path.join(work, "x", "db") }, path.join(work, "missing.sql")),
    ).rejects.toThrow(/There is no backup file/);
    await expect(
      restoreDatabase({ embeddedDir: path.join(work, "x", "db") }, path.join(import.meta.dirname, "backup.ts")),
    ).rejects.toThrow(/not a SQL dump/);
    await expect(
      backupDatabase({ embeddedDir: path.join(work, "nothing", "db") }, path.join(work, "n.sql")),
    ).rejects.toThrow(/no embedded database/);
  });
});

// Needs a PostgreSQL server: runs in the pass with DATABASE_URL (CI's second test pass).
describe.runIf(inject("databaseMode") === "postgresql")("backup and restore on a PostgreSQL server", () => {
  const admin = () => new pg.Client({ connectionString: inject("databaseUrl") });
  const names: string[] = [];

  async function scratchDatabase(label: string): Promise<string> {
    const base = new URL(inject("databaseUrl"));
    const name = `${base.pathname.slice(1)}_backup_${label}_${process.pid}`;
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
    await client.end();
    names.push(name);
    base.pathname = `/${name}`;
    return base.toString();
  }

  afterAll(async () => {
    const client = admin();
    await client.connect();
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  });

  it("round-trips a seeded database through pg_dump and psql, and refuses a database that is not empty", async () => {
    const source = await scratchDatabase("source");
    await seed(source);
    const expected = await snapshot(source);
    const file = path.join(work, "server.sql");
    await backupDatabase({ url: source }, file);

    const target = await scratchDatabase("target");
    await restoreDatabase({ url: target }, file);
    await expectSeeded(target, expected);

    await expect(restoreDatabase({ url: target }, file)).rejects.toThrow(/is not empty.*--replace/);
    await restoreDatabase({ url: target }, file, { replace: true });
    await expectSeeded(target, expected);

    // Either kind of dump loads into the other kind of database.
    const embeddedDir = path.join(work, "from-server", "db");
    await restoreDatabase({ embeddedDir }, file);
    await withEmbedded(embeddedDir, (url) => expectSeeded(url, expected));
    const fromEmbedded = path.join(work, "from-embedded.sql");
    await backupDatabase({ embeddedDir }, fromEmbedded);
    const again = await scratchDatabase("again");
    await restoreDatabase({ url: again }, fromEmbedded);
    await expectSeeded(again, expected);
    // Five databases, four dumps and an embedded start: 30 s is too short on a busy 2-core machine.
  }, 120_000);
});
