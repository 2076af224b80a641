// Writes the next migration from the change to prisma/schema.prisma, with Prisma's own migrate
// engine (decision 002): `npm run db:migration:new -- add_opening_hours`.
// It replays the existing migrations into a throw-away database on the PostgreSQL server at
// SHADOW_SERVER_URL (default postgresql://postgres@127.0.0.1:5432/postgres) and diffs.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { sqlForNextMigration } from "../test/schema-drift";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:migration:new -- <snake_case_name>");
  process.exit(1);
}

const server = process.env.SHADOW_SERVER_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const shadow = `shadow_${process.pid}_${Date.now()}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`CREATE DATABASE ${shadow}`);
try {
  const url = new URL(server);
  url.pathname = `/${shadow}`;
  const sql = await sqlForNextMigration(url.toString());
  if (!sql.trim() || /^-- This is an empty migration\.?\s*$/m.test(sql.trim())) {
    console.log("schema.prisma and the migrations agree: nothing to write.");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join("prisma", "migrations", `${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "migration.sql"), sql);
    console.log(`Wrote ${dir}/migration.sql`);
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${shadow} WITH (FORCE)`);
  await admin.end();
}
