import "server-only";
import type pg from "pg";
import { getConfig } from "@/lib/platform/config";
import { createDbClientOnPool, createPool, type DbClient } from "./create-client";
import { unitClient } from "./unit-of-work";

export type { DbClient };

/** What a Prisma interactive transaction hands its callback. */
export type DbTransaction = Parameters<Parameters<DbClient["$transaction"]>[0]>[0];

const globalForDb = globalThis as unknown as { __dbPool?: pg.Pool; __db?: DbClient };

/**
 * The connection pool of this process, kept on globalThis so that dev-server reloads and the
 * separately bundled instrumentation hook share it. In embedded mode it holds one connection
 * (PGlite is one session), so everything that talks to the database goes through it.
 */
export function getPool(): pg.Pool {
  if (!globalForDb.__dbPool) {
    const config = getConfig();
    if (!config.DATABASE_URL) {
      // The launcher (scripts/serve.ts) starts the embedded database and passes its URL on.
      throw new Error("DATABASE_URL is not set: start the app with `npm start` or `npm run dev`.");
    }
    globalForDb.__dbPool = createPool(config.DATABASE_URL, config.DATABASE_POOL_MAX);
  }
  return globalForDb.__dbPool;
}

/**
 * One Prisma client per process, on the shared pool; inside a unit of work (decision 028), that
 * unit's transaction.
 */
export function getDb(): DbClient {
  return unitClient() ?? baseDb();
}

/** The process's client itself, whatever unit of work the caller is in. */
export function baseDb(): DbClient {
  globalForDb.__db ??= createDbClientOnPool(getPool());
  return globalForDb.__db;
}
