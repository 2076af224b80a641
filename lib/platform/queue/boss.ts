import PgBoss from "pg-boss";
import type { AnyJobKind, JobDeclaration } from "./define";
import { QUEUE_SCHEMA, type QueueDb } from "./queue-db";

/** How long finished jobs stay in the job table: the window in which a repeated key is refused. */
export const KEEP_FINISHED_JOBS_SECONDS = 7 * 24 * 3600;

type BossRole = {
  /** Runs pg-boss's maintenance (expiring stuck tries, archiving) and its cron clock. */
  supervise: boolean;
  schedule: boolean;
  maintenanceIntervalSeconds?: number;
};

export function createBoss(db: QueueDb, role: BossRole = { supervise: false, schedule: false }): PgBoss {
  return new PgBoss({
    db,
    schema: QUEUE_SCHEMA,
    supervise: role.supervise,
    schedule: role.schedule,
    maintenanceIntervalSeconds: role.maintenanceIntervalSeconds ?? 30,
    archiveCompletedAfterSeconds: KEEP_FINISHED_JOBS_SECONDS,
    deleteAfterDays: 30,
    // Cron lines here are daily: the cron clock need not poll its own queue every 5 s.
    cronWorkerIntervalSeconds: 30,
  });
}

export function queueOptions(kind: Pick<JobDeclaration, "retryLimit" | "retryDelaySeconds" | "expireInSeconds">) {
  return {
    retryLimit: kind.retryLimit,
    retryDelay: kind.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: kind.expireInSeconds,
  };
}

/**
 * Installs or upgrades pg-boss's schema (pg-boss migrates itself, under an advisory lock)
 * and creates each kind's queue. Every process that enqueues or works runs this at start:
 * queues cannot be created inside a business transaction.
 */
export async function prepareQueues(db: QueueDb, kinds: AnyJobKind[]): Promise<void> {
  const boss = createBoss(db);
  await boss.start();
  try {
    for (const kind of kinds) {
      await boss.createQueue(kind.name, { name: kind.name, ...queueOptions(kind) });
      await boss.updateQueue(kind.name, { name: kind.name, ...queueOptions(kind) });
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
