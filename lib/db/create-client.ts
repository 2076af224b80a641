import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client";

export type DbClient = InstanceType<typeof PrismaClient>;

export function createDbClient(connectionString: string, max = 10): DbClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max }) });
}
