import type pg from "pg";
import type { DbTransaction } from "@/lib/platform/db";

// pg-boss runs its SQL through whatever `db` it is given. Through these adapters it uses the
// app's own connections: the shared pool, or the open transaction of a business write.

export type QueueDb = {
  // pg-boss's rows are untyped.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
};

/** The schema pg-boss keeps its tables in (its default), beside the app's `public`. */
export const QUEUE_SCHEMA = "pgboss";

export function poolDb(pool: pg.Pool): QueueDb {
  return { executeSql: (text, values) => pool.query(text, values) };
}

/**
 * Runs pg-boss's statements inside a Prisma interactive transaction, so that a job is
 * enqueued if and only if the transaction commits. Only single statements that return
 * ordinary columns pass through Prisma: `send` does, queue creation does not (see decision 009).
 */
export function transactionDb(tx: DbTransaction): QueueDb {
  return {
    async executeSql(text, values = []) {
      // pg encodes objects as JSON by itself; Prisma wants them as text.
      const args = values.map((v) =>
        v !== null && typeof v === "object" && !(v instanceof Date) ? JSON.stringify(v) : v,
      );
      return { rows: await tx.$queryRawUnsafe<unknown[]>(text, ...args) };
    },
  };
}
