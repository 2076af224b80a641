import "server-only";
import type { AnyJobKind } from "@/lib/platform/queue";
import { kitchenWatchJob, orderPlacedJob, pushNewOrderJob } from "@/lib/alerts";
import { sendEmailJob } from "@/lib/mail";
import { reconcileJob, refundJob } from "@/lib/ordering";
import { purgeJob } from "./purge-job";

/** Every kind of background work of the shop; each process that enqueues or works prepares these queues. */
export const APP_JOBS: AnyJobKind[] = [
  sendEmailJob,
  purgeJob,
  refundJob,
  reconcileJob,
  orderPlacedJob,
  pushNewOrderJob,
  kitchenWatchJob,
];
