import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyMigrations } from "@/lib/platform/db-setup";
import { snapshotSchema } from "./catalog-snapshot";
import { diffMigrationsAgainstSchema, sqlFromSchema } from "./schema-drift";

// The shipped migrations must build exactly the database that schema.prisma describes.

const url = inject("databaseUrl");
const mode = inject("databaseMode");
const MIGRATED = "drift_migrated";
const FROM_SCHEMA = "drift_from_schema";

async function exec(text: string, schema?: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (schema) await client.query(`SET search_path TO "${schema}"`);
    await client.query(text);
  } finally {
    if (schema) await client.query("RESET search_path");
    await client.end();
  }
}

function changedSchema(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "drift-schema-")), "schema.prisma");
  const text = readFileSync("prisma/schema.prisma", "utf8").replace(
    "model Address {",
    "model Address {\n  label String?",
  );
  writeFileSync(file, text);
  return file;
}

describe("prisma/migrations against prisma/schema.prisma", () => {
  beforeAll(async () => {
    await exec(`DROP SCHEMA IF EXISTS ${MIGRATED} CASCADE; CREATE SCHEMA ${MIGRATED};
                DROP SCHEMA IF EXISTS ${FROM_SCHEMA} CASCADE; CREATE SCHEMA ${FROM_SCHEMA};`);
  });
  afterAll(async () => {
    await exec(`DROP SCHEMA IF EXISTS ${MIGRATED} CASCADE; DROP SCHEMA IF EXISTS ${FROM_SCHEMA} CASCADE;`);
  });

  it(`builds, through this app's migrator, the database Prisma derives from the schema (${mode})`, async () => {
    await applyMigrations(url, { schema: MIGRATED });
    await exec(await sqlFromSchema(url), FROM_SCHEMA);
    const migrated = await snapshotSchema(url, MIGRATED);
    const expected = await snapshotSchema(url, FROM_SCHEMA);
    expect(migrated.columns.length).toBeGreaterThan(50);
    expect(migrated).toEqual(expected);
  });

  it("would notice a schema change that no migration carries", async () => {
    const sql = await sqlFromSchema(url, changedSchema());
    await exec(`DROP SCHEMA ${FROM_SCHEMA} CASCADE; CREATE SCHEMA ${FROM_SCHEMA};`);
    await exec(sql, FROM_SCHEMA);
    const migrated = await snapshotSchema(url, MIGRATED);
    const expected = await snapshotSchema(url, FROM_SCHEMA);
    expect(migrated).not.toEqual(expected);
    expect(expected.columns.some((c) => c.table_name === "Address" && c.column_name === "label")).toBe(true);
  });

  // Prisma's own check replays the migrations in a shadow database it introspects. Its WASM
  // engine panics ("unreachable") introspecting PGlite's PostgreSQL 18, so this part runs
  // only against a real server (CI runs the suite in both modes).
  describe.runIf(mode === "postgresql")("with Prisma's migrate diff against a shadow database", () => {
    async function freshShadow(): Promise<string> {
      const base = new URL(url);
      const name = `${base.pathname.slice(1)}_drift_shadow`;
      await exec(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await exec(`CREATE DATABASE "${name}"`);
      base.pathname = `/${name}`;
      return base.toString();
    }

    it("finds no difference", async () => {
      const result = await diffMigrationsAgainstSchema(await freshShadow());
      expect(result.output).toContain("No difference detected");
      expect(result.status).toBe("same");
    });

    it("reports a schema change that no migration carries", async () => {
      const result = await diffMigrationsAgainstSchema(await freshShadow(), changedSchema());
      expect(result.status).toBe("drift");
      expect(result.output).toMatch(/Added column `label`/);
    });
  });
});
