import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Drives Prisma's own migrate engine (Prisma 6.19's CLI, WASM engine through a driver
// adapter; see test/prisma-drift.config.ts): no native binary, no network.

export type DriftResult = { status: "same" | "drift" | "error"; output: string };

const CLI = path.resolve("node_modules/prisma-wasm-diff/build/index.js");

// Prisma 6 wants a url in the datasource block; the adapter decides where it connects.
function copySchemaWithUrl(schemaPath: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "drift-"));
  const copy = path.join(dir, "schema.prisma");
  const text = readFileSync(schemaPath, "utf8").replace(
    /provider\s*=\s*"postgresql"/,
    'provider = "postgresql"\n  url      = "postgresql://unused"',
  );
  writeFileSync(copy, text);
  return copy;
}

// Asynchronous on purpose: an embedded shadow database may be served by this very process.
async function runPrisma(args: string[], shadowUrl: string, schemaCopy: string) {
  const child = spawn(process.execPath, [CLI, ...args, "--config", "test/prisma-drift.config.ts"], {
    env: {
      ...process.env,
      SHADOW_DATABASE_URL: shadowUrl,
      DRIFT_SCHEMA_PATH: schemaCopy,
      // Any existing file stops the CLI from trying to download a query engine it does not use here.
      PRISMA_QUERY_ENGINE_LIBRARY: CLI,
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
      CHECKPOINT_DISABLE: "1",
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  clearTimeout(timer);
  return { code, stdout, output: `${stdout}\n${stderr}` };
}

/**
 * Replays prisma/migrations into the empty database at `shadowUrl` and diffs the result
 * against a schema file (exit code 0 same, 2 drift).
 */
export async function diffMigrationsAgainstSchema(
  shadowUrl: string,
  schemaPath = "prisma/schema.prisma",
): Promise<DriftResult> {
  const copy = copySchemaWithUrl(schemaPath);
  const { code, output } = await runPrisma(
    ["migrate", "diff", "--from-migrations", "prisma/migrations", "--to-schema-datamodel", copy, "--exit-code"],
    shadowUrl,
    copy,
  );
  return { status: code === 0 ? "same" : code === 2 ? "drift" : "error", output };
}

/**
 * The SQL that Prisma's migrate engine derives from a schema file alone. The engine
 * connects to `anyDatabaseUrl` at start-up but reads and writes nothing there.
 */
export async function sqlFromSchema(anyDatabaseUrl: string, schemaPath = "prisma/schema.prisma"): Promise<string> {
  const copy = copySchemaWithUrl(schemaPath);
  const { code, stdout, output } = await runPrisma(
    ["migrate", "diff", "--from-empty", "--to-schema-datamodel", copy, "--script"],
    anyDatabaseUrl,
    copy,
  );
  if (code !== 0) throw new Error(`prisma migrate diff failed:\n${output}`);
  return stdout.replace(/^CREATE SCHEMA IF NOT EXISTS "public";$/m, "");
}

/**
 * The SQL that takes a database migrated with prisma/migrations to `schemaPath`: the body of
 * the next migration. Replaying the migrations needs a real PostgreSQL (`shadowUrl`, empty).
 */
export async function sqlForNextMigration(shadowUrl: string, schemaPath = "prisma/schema.prisma"): Promise<string> {
  const copy = copySchemaWithUrl(schemaPath);
  const { code, stdout, output } = await runPrisma(
    ["migrate", "diff", "--from-migrations", "prisma/migrations", "--to-schema-datamodel", copy, "--script"],
    shadowUrl,
    copy,
  );
  if (code !== 0) throw new Error(`prisma migrate diff failed:\n${output}`);
  return stdout;
}
