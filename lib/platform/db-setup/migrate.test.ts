import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyMigrations, MigrationError, readMigrations } from "./migrate";

const url = inject("databaseUrl");
const schema = `migrate_test_${process.pid}`;

async function sql(text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

function migrationsDir(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, "migration.sql"), body);
  }
  return dir;
}

describe("applyMigrations (prisma migrate deploy's bookkeeping)", () => {
  beforeAll(async () => {
    await sql(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  });
  afterAll(async () => {
    await sql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  it("applies pending migrations in order, once, and records them like Prisma", async () => {
    const dir = migrationsDir({
      "001_a": `CREATE TABLE ${schema}.a (id int);`,
      "002_b": `CREATE TABLE ${schema}.b (id int);`,
    });
    expect(await applyMigrations(url, { dir, schema })).toEqual(["001_a", "002_b"]);
    expect(await applyMigrations(url, { dir, schema })).toEqual([]);
    const { rows } = await sql(
      `SELECT migration_name, checksum, finished_at IS NOT NULL AS done, applied_steps_count FROM ${schema}."_prisma_migrations" ORDER BY migration_name`,
    );
    const expected = await readMigrations(dir);
    expect(rows).toEqual(
      expected.map((m) => ({ migration_name: m.name, checksum: m.checksum, done: true, applied_steps_count: 1 })),
    );
    expect(rows[0].checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it("rolls a failing migration back whole and reports it", async () => {
    const dir = migrationsDir({
      "001_a": `CREATE TABLE ${schema}.a (id int);`,
      "002_b": `CREATE TABLE ${schema}.b (id int);`,
      "003_bad": `CREATE TABLE ${schema}.c (id int); SELECT * FROM no_such_table;`,
    });
    await expect(applyMigrations(url, { dir, schema })).rejects.toThrow(MigrationError);
    const { rows } = await sql(`SELECT to_regclass('${schema}.c') AS c`);
    expect(rows[0].c).toBeNull();
    const log = await sql(
      `SELECT rolled_back_at IS NOT NULL AS rolled_back FROM ${schema}."_prisma_migrations" WHERE migration_name = '003_bad'`,
    );
    expect(log.rows[0].rolled_back).toBe(true);
  });

  it("finds the project's migrations in Prisma's folder layout", async () => {
    const migrations = await readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    for (const m of migrations) expect(m.name).toMatch(/^\d{14}_[a-z0-9_]+$/);
  });
});
