// `npm run db:migrate`: applies prisma/migrations to DATABASE_URL, or to the embedded database.
import nextEnv from "@next/env";
import path from "node:path";
import { ConfigError, loadConfig } from "@/lib/platform/config";
import { startEmbeddedPostgres, applyMigrations } from "@/lib/platform/db-setup";

nextEnv.loadEnvConfig(process.cwd());
try {
  const config = loadConfig();
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: path.join(config.DATA_DIR, "db") });
  try {
    const applied = await applyMigrations(config.DATABASE_URL ?? embedded!.url);
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
  } finally {
    await embedded?.stop();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
