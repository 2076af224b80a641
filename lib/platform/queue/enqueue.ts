import "server-only";
import { randomUUID } from "node:crypto";
import { afterCommit, getDb, getPool, unitTransaction, type DbTransaction } from "@/lib/platform/db";
import { createBoss, queueOptions } from "./boss";
import type { JobDeclaration } from "./define";
import { jobIdFromKey } from "./job-id";
import { poolDb, QUEUE_SCHEMA, transactionDb, type QueueDb } from "./queue-db";
import { wakeWorkers } from "./wake";

export type EnqueueOptions = {
  /** Enqueueing the same key again (while the job is kept) makes no second job. */
  key?: string;
  /** Not before this moment. */
  startAfter?: Date;
  /** Enqueue inside this transaction: the job exists only if it commits. */
  tx?: DbTransaction;
};

export type Enqueued = { id: string; isNew: boolean };

/**
 * A job without a start time is due from a second before it was written. pg-boss fetches only
 * `start_after < now()`, and the embedded database's clock counts whole milliseconds: a worker
 * woken by the commit within the same millisecond found the job not yet due and took it at its
 * next poll, 2 s later (`npm run bench:jobs`, embedded: p95 2,004 ms).
 */
const DUE_AT_ONCE = "-1 second";

async function jobExists(db: QueueDb, queue: string, id: string): Promise<boolean> {
  const { rows } = await db.executeSql(
    `SELECT 1 AS "found" FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND id = $2::uuid
     UNION ALL SELECT 1 FROM ${QUEUE_SCHEMA}.archive WHERE name = $1 AND id = $2::uuid LIMIT 1`,
    [queue, id],
  );
  return rows.length > 0;
}

/**
 * Enqueues one job. Without `tx` it is committed at once and a worker of this process is
 * woken; with `tx` call `wakeWorkers` after the commit, or use `transactionWithJobs`.
 */
export async function enqueueJob<T>(kind: JobDeclaration<T>, data: T, options: EnqueueOptions = {}): Promise<Enqueued> {
  const checked = kind.data.parse(data);
  const id = options.key ? jobIdFromKey(kind.name, options.key) : randomUUID();
  // Inside a unit of work (decision 028) the job belongs to the unit's transaction.
  const tx = options.tx ?? unitTransaction();
  const db = tx ? transactionDb(tx) : poolDb(getPool());
  const created = await createBoss(db).send(kind.name, checked as object, {
    id,
    ...queueOptions(kind),
    startAfter: options.startAfter ?? DUE_AT_ONCE,
  });
  if (!created) {
    // pg-boss answers null both for a repeated id and for a queue that does not exist.
    if (!(await jobExists(db, kind.name, id))) {
      throw new Error(`The job queue "${kind.name}" does not exist: prepareQueues() must run at start.`);
    }
    return { id, isNew: false };
  }
  if (!options.tx) afterCommit(() => wakeWorkers([kind.name]));
  return { id, isNew: true };
}

export type TransactionJobs = {
  /** The transaction, for the business writes that go with the jobs. */
  tx: DbTransaction;
  enqueue: <T>(kind: JobDeclaration<T>, data: T, options?: Omit<EnqueueOptions, "tx">) => Promise<Enqueued>;
};

/**
 * Runs `work` in one database transaction in which jobs can be enqueued: the business rows
 * and their jobs commit or roll back together. Local workers are woken after the commit.
 */
export async function transactionWithJobs<R>(
  work: (tx: DbTransaction, jobs: TransactionJobs) => Promise<R>,
  /** Prisma's interactive-transaction limits, for work that may queue behind row locks. */
  limits?: { timeout?: number; maxWait?: number },
): Promise<R> {
  const queues = new Set<string>();
  const result = await getDb().$transaction(
    (tx) =>
      work(tx, {
        tx,
        enqueue: (kind, data, options) => {
          queues.add(kind.name);
          return enqueueJob(kind, data, { ...options, tx });
        },
      }),
    limits,
  );
  afterCommit(() => wakeWorkers(queues));
  return result;
}
