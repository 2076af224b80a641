import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/client";

export type DbClient = InstanceType<typeof PrismaClient>;

/** The connections of one process. Prisma and the job queue share them (see decision 009). */
export function createPool(connectionString: string, max = 10): pg.Pool {
  return new pg.Pool({ connectionString, max });
}

/** A client that owns its connections: `$disconnect()` closes them (scripts, start-up). */
export function createDbClient(connectionString: string, max = 10): DbClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max }) });
}

/** A client on a pool the caller owns: `$disconnect()` leaves it open. */
export function createDbClientOnPool(pool: pg.Pool): DbClient {
  return new PrismaClient({ adapter: new PrismaPg(pool) });
}
