import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { EMBEDDED_APPLICATION_NAME } from "./embedded-name";
import { PrismaClient } from "./generated/client";

export type DbClient = InstanceType<typeof PrismaClient>;

/**
 * How many distinct statements are prepared by name: more than the app's query shapes (a
 * 60-customer rush sends 185), few enough that a statement text made of a request's data (an `IN`
 * list of any length) cannot grow every connection without end. Past it, statements go unnamed.
 */
export const NAMED_STATEMENTS_MAX = 1000;

/**
 * Names each statement Prisma sends after its text (decision 072), so that each connection parses
 * it once and PostgreSQL can keep its plan: unnamed, the basket's one-statement read was planned
 * afresh every time (about 7 of its 10 ms in PostgreSQL).
 */
export function statementNames(max = NAMED_STATEMENTS_MAX): (query: { sql: string }) => string {
  const names = new Map<string, string>();
  return ({ sql }) => {
    let name = names.get(sql);
    if (name === undefined && names.size < max) {
      name = `prisma_${createHash("sha1").update(sql).digest("base64url")}`;
      names.set(sql, name);
    }
    // An empty name is pg's unnamed statement: parsed and planned on every use.
    return name ?? "";
  };
}

/** Statements to a real PostgreSQL are named; to the embedded one, unnamed. */
function adapterOptions(connectionString: string | undefined) {
  const embedded =
    !!connectionString && new URL(connectionString).searchParams.get("application_name") === EMBEDDED_APPLICATION_NAME;
  return embedded ? {} : { statementNameGenerator: statementNames() };
}

/** The connections of one process. Prisma and the job queue share them (see decision 009). */
export function createPool(connectionString: string, max = 10): pg.Pool {
  return new pg.Pool({ connectionString, max });
}

/** A client that owns its connections: `$disconnect()` closes them (scripts, start-up). */
export function createDbClient(connectionString: string, max = 10): DbClient {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max }, adapterOptions(connectionString)),
  });
}

/** A client on a pool the caller owns: `$disconnect()` leaves it open. */
export function createDbClientOnPool(pool: pg.Pool): DbClient {
  return new PrismaClient({ adapter: new PrismaPg(pool, adapterOptions(pool.options.connectionString)) });
}
