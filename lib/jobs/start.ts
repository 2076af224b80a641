import "server-only";
import { getPool } from "@/lib/platform/db";
import { enqueueJob, prepareQueues, poolDb, startWorker, type RunningWorker } from "@/lib/platform/queue";
import { APP_JOBS } from "./app-jobs";
import { purgeJob } from "./purge-job";
import { reconcileJob } from "@/lib/ordering";

/**
 * What every process of the shop does at start about background work: prepare the queues
 * (so that requests can enqueue), and, when this process works the jobs, start the worker
 * and purge what expired while it was stopped.
 */
export async function startBackgroundWork({ runWorker }: { runWorker: boolean }): Promise<RunningWorker | null> {
  if (!runWorker) {
    await prepareQueues(poolDb(getPool()), APP_JOBS);
    return null;
  }
  const worker = await startWorker({ kinds: APP_JOBS });
  await enqueueJob(purgeJob, {});
  // Reconciliation runs at once after a start: a payment captured while the app was down completes now.
  await enqueueJob(reconcileJob, {});
  return worker;
}
