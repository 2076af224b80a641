// `npm run db:backup [FILE]`: a restorable SQL dump of the database (DATABASE_URL, or the
// embedded one under DATA_DIR, which must not be in use by a running app).
import path from "node:path";
import nextEnv from "@next/env";
import { ConfigError, loadConfig } from "@/lib/platform/config";
import { BackupError, backupDatabase } from "@/lib/platform/db-setup";

nextEnv.loadEnvConfig(process.cwd());
try {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.resolve(process.argv[2] ?? path.join(config.DATA_DIR, "backups", `storefront-${stamp}.sql`));
  const started = Date.now();
  const bytes = await backupDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { embeddedDir: path.join(config.DATA_DIR, "db") },
    file,
  );
  console.log(
    `Backed up the ${config.DATABASE_URL ? "PostgreSQL" : "embedded"} database to ${file} (${(bytes / 1024).toFixed(0)} KB, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof BackupError ? err.message : err);
  process.exit(1);
}
