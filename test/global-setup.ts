import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseMode: "embedded" | "postgresql";
  }
}

let embedded: EmbeddedDatabase | undefined;

/**
 * Without DATABASE_URL the tests run against a fresh in-memory embedded PostgreSQL
 * (PGlite); with it, against that server (CI runs both). Migrations are applied once.
 */
export async function setup(project: TestProject) {
  let url = process.env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: "memory://" });
    url = embedded.url;
  }
  await applyMigrations(url);
  project.provide("databaseUrl", url);
  project.provide("databaseMode", embedded ? "embedded" : "postgresql");
}

export async function teardown() {
  await embedded?.stop();
}
