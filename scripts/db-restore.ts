// `npm run db:restore -- FILE [--replace]`: loads a dump written by `npm run db:backup` into
// an empty database (DATABASE_URL, or the embedded one under DATA_DIR with the app stopped).
// A database that holds data is refused unless --replace is given.
import path from "node:path";
import nextEnv from "@next/env";
import { ConfigError, loadConfig } from "@/lib/platform/config";
import { BackupError, pendingMigrations, restoreDatabase, startEmbeddedPostgres } from "@/lib/platform/db-setup";

const USAGE = "Usage: npm run db:restore -- FILE [--replace]";

nextEnv.loadEnvConfig(process.cwd());
try {
  const args = process.argv.slice(2);
  const replace = args.includes("--replace");
  const unknown = args.filter((a) => a.startsWith("-") && a !== "--replace");
  const files = args.filter((a) => !a.startsWith("-"));
  if (unknown.length || files.length !== 1)
    throw new BackupError(unknown.length ? `Unknown option ${unknown[0]}. ${USAGE}` : USAGE);
  const file = path.resolve(files[0]!);

  const config = loadConfig();
  const embeddedDir = path.join(config.DATA_DIR, "db");
  const started = Date.now();
  const result = await restoreDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { embeddedDir }, file, {
    replace,
  });
  console.log(
    `Restored ${file} into the ${config.DATABASE_URL ? "PostgreSQL database" : `embedded database in ${embeddedDir}`} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
  if (result.previousEmbeddedData) {
    console.log(
      `The data it replaced is kept in ${result.previousEmbeddedData}; delete that folder when you no longer need it.`,
    );
  }

  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir: embeddedDir });
  try {
    const pending = await pendingMigrations(config.DATABASE_URL ?? embedded!.url);
    console.log(
      pending.length
        ? `Migrations newer than the backup, applied at the next start: ${pending.join(", ")}.`
        : "Its migrations are up to date with this version of the app.",
    );
  } finally {
    await embedded?.stop();
  }
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof BackupError ? err.message : err);
  process.exit(1);
}
