import { getDb } from "@/lib/platform/db";
import { QUEUE_SCHEMA } from "@/lib/platform/queue";

/** Empties every table but Prisma's migration bookkeeping, and the job queues, between test files. */
export async function resetDatabase() {
  const db = getDb();
  const tables = await db.$queryRaw<{ tablename: string }[]>`
    SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'`;
  if (tables.length === 0) return;
  const list = tables.map((t) => `"${t.tablename}"`).join(", ");
  await db.$executeRawUnsafe(`TRUNCATE ${list} CASCADE`);
  await clearJobs();
}

/** Forgets every job (queued, running or finished); the queues themselves stay. */
export async function clearJobs() {
  await getDb().$executeRawUnsafe(`TRUNCATE ${QUEUE_SCHEMA}.job, ${QUEUE_SCHEMA}.archive`);
}
