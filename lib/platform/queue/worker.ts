import "server-only";
import type PgBoss from "pg-boss";
import { getPool } from "@/lib/platform/db";
import { createBoss, prepareQueues } from "./boss";
import type { AnyJobKind, JobLog } from "./define";
import { watchDueJobs } from "./due-watch";
import { poolDb } from "./queue-db";
import { onWake } from "./wake";

export type WorkerOptions = {
  kinds: AnyJobKind[];
  /**
   * How often the queues are looked at for due jobs that nothing in this process woke them
   * for (another process enqueued, a retry or a scheduled job came due).
   */
  pollingIntervalSeconds?: number;
  /** How often tries that ran past their expiry are failed (and so retried). */
  maintenanceIntervalSeconds?: number;
  log?: JobLog;
};

/**
 * Each queue's own pg-boss poll, kept only as a backstop for a failing look at the due jobs:
 * the look (one query for every queue) wakes a queue when it has work.
 */
const QUEUE_POLL_BACKSTOP_SECONDS = 60;

export type RunningWorker = {
  /** Lets running tries finish (up to `timeoutMs`), then stops; unfinished tries are retried later. */
  stop: (timeoutMs?: number) => Promise<void>;
};

const consoleLog: JobLog = {
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** One try of one job: checks its data, runs it, logs a failure (pg-boss records it). */
async function runOne(kind: AnyJobKind, job: PgBoss.JobWithMetadata<unknown>, log: JobLog): Promise<void> {
  const attempt = job.retryCount + 1;
  const isLastAttempt = job.retryCount >= job.retryLimit;
  try {
    await kind.run(kind.data.parse(job.data), { jobId: job.id, attempt, isLastAttempt });
  } catch (err) {
    const line = `[jobs] ${kind.name} ${job.id} try ${attempt} of ${job.retryLimit + 1} failed: ${messageOf(err)}`;
    if (isLastAttempt) log.error(`${line}; giving up.`);
    else log.warn(`${line}; it will be tried again.`);
    throw err;
  }
}

/**
 * Starts working the given kinds in this process: looks for due jobs in their queues, runs
 * them one at a time per queue, enqueues scheduled kinds on their cron lines, and expires tries
 * that ran too long (a crashed process's tries come back that way).
 */
export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const log = options.log ?? consoleLog;
  const db = poolDb(getPool());
  await prepareQueues(db, options.kinds);
  const boss = createBoss(db, {
    supervise: true,
    schedule: options.kinds.some((k) => k.schedule),
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  });
  boss.on("error", (err: unknown) => log.error(`[jobs] queue error: ${messageOf(err)}`));
  await boss.start();
  // Tries left active by a process that died more than their expiry ago come back now.
  await boss.maintain();

  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const unsubscribe: (() => void)[] = [];
  const workerIds = new Map<string, string>();
  for (const kind of options.kinds) {
    let workerId = "";
    workerId = await boss.work<unknown>(
      kind.name,
      {
        includeMetadata: true,
        batchSize: 1,
        pollingIntervalSeconds: Math.max(pollingIntervalSeconds, QUEUE_POLL_BACKSTOP_SECONDS),
      },
      async ([job]) => {
        // pg-boss waits a polling interval after every job; a queue with a backlog is worked
        // straight through instead (the loop only waits once a fetch comes back empty).
        try {
          if (job) await runOne(kind, job, log);
        } finally {
          boss.notifyWorker(workerId);
        }
      },
    );
    workerIds.set(kind.name, workerId);
    unsubscribe.push(onWake(kind.name, () => boss.notifyWorker(workerId)));
    if (kind.schedule) await boss.schedule(kind.name, kind.schedule.cron, {}, { tz: kind.schedule.tz });
    else await boss.unschedule(kind.name);
  }

  const watch = watchDueJobs({
    db,
    queues: [...workerIds.keys()],
    intervalMs: pollingIntervalSeconds * 1000,
    onDue: (queue) => {
      const workerId = workerIds.get(queue);
      if (workerId) boss.notifyWorker(workerId);
    },
    onError: (err) => log.error(`[jobs] looking for due jobs failed: ${messageOf(err)}`),
  });

  return {
    async stop(timeoutMs = 10_000) {
      watch.stop();
      for (const off of unsubscribe) off();
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false, wait: true });
    },
  };
}

/**
 * Runs every job of these kinds that is due now, one at a time, until none is left, through
 * the same try as the worker. For tests, and for running the queue by hand.
 * Answers how many tries ran.
 */
export async function runDueJobs(kinds: AnyJobKind[], log: JobLog = consoleLog): Promise<number> {
  const boss = createBoss(poolDb(getPool()));
  let tries = 0;
  for (let found = true; found;) {
    found = false;
    for (const kind of kinds) {
      const [job] = await boss.fetch<unknown>(kind.name, { includeMetadata: true, batchSize: 1 });
      if (!job) continue;
      found = true;
      tries++;
      try {
        await runOne(kind, job, log);
        await boss.complete(kind.name, job.id);
      } catch (err) {
        await boss.fail(kind.name, job.id, err as object);
      }
    }
  }
  return tries;
}
