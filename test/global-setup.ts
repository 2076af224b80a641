import type { TestProject } from "vitest/node";
import { createPool } from "@/lib/platform/db";
import { startEmbeddedPostgres, type EmbeddedDatabase, applyMigrations } from "@/lib/platform/db-setup";
import { prepareQueues, poolDb } from "@/lib/platform/queue";
import { APP_JOBS } from "@/lib/jobs";
import { DROP_WRITE_WATCH } from "./write-watch";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseMode: "embedded" | "postgresql";
  }
}

let embedded: EmbeddedDatabase | undefined;

/**
 * Without DATABASE_URL the tests run against a fresh in-memory embedded PostgreSQL
 * (PGlite); with it, against that server (CI runs both). Migrations are applied once,
 * and the job queues prepared.
 */
export async function setup(project: TestProject) {
  let url = process.env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: "memory://" });
    url = embedded.url;
  }
  await applyMigrations(url);
  // What `npm start` does before serving: pg-boss's schema and the app's queues.
  const pool = createPool(url, 1);
  try {
    await pool.query(DROP_WRITE_WATCH);
    await prepareQueues(poolDb(pool), APP_JOBS);
  } finally {
    await pool.end();
  }
  project.provide("databaseUrl", url);
  project.provide("databaseMode", embedded ? "embedded" : "postgresql");
}

export async function teardown() {
  await embedded?.stop();
}
