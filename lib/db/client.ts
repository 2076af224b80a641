import "server-only";
import { getConfig } from "@/lib/config";
import { createDbClient, type DbClient } from "./create-client";

export type { DbClient };

const globalForDb = globalThis as unknown as { __db?: DbClient };

/** One client per process; kept on globalThis so dev-server reloads do not open new pools. */
export function getDb(): DbClient {
  if (!globalForDb.__db) {
    const config = getConfig();
    if (!config.DATABASE_URL) {
      // The launcher (scripts/serve.ts) starts the embedded database and passes its URL on.
      throw new Error("DATABASE_URL is not set: start the app with `npm start` or `npm run dev`.");
    }
    globalForDb.__db = createDbClient(config.DATABASE_URL, config.DATABASE_POOL_MAX);
  }
  return globalForDb.__db;
}
