import type { TConfig } from "@/lib/platform/config";
import { createDbClient } from "@/lib/platform/db";
import { startEmbeddedPostgres, type EmbeddedDatabase, applyMigrations } from "@/lib/platform/db-setup";
import { runSeed } from "./run-seed";
import path from "node:path";

export type PreparedDatabase = {
  url: string;
  /** Set when this process serves the embedded database; call on shutdown. */
  embedded?: EmbeddedDatabase;
};

/**
 * What every start does before the app serves a request, in both modes: open the
 * database (embedded when no DATABASE_URL is set), apply migrations, seed if empty.
 */
export async function prepareDatabase(config: TConfig, log: (line: string) => void): Promise<PreparedDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(config.DATA_DIR, "db") });
    url = embedded.url;
    log(`Embedded PostgreSQL (PGlite) in ${path.join(config.DATA_DIR, "db")}.`);
  }
  try {
    const applied = await applyMigrations(url);
    if (applied.length) log(`Applied migrations: ${applied.join(", ")}.`);
    const db = createDbClient(url, 1);
    try {
      await runSeed(db, config, log);
    } finally {
      await db.$disconnect();
    }
    return { url, embedded };
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
}
