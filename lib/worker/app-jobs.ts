import "server-only";
import type { AnyJobKind } from "@/lib/jobs/define";
import { sendEmailJob } from "@/lib/mail/send-email-job";
import { reconcileJob } from "@/lib/checkout/reconcile-payments";
import { refundJob } from "@/lib/refunds/refund-job";
import { purgeJob } from "./purge-job";

/** Every kind of background work of the shop; each process that enqueues or works prepares these queues. */
export const APP_JOBS: AnyJobKind[] = [sendEmailJob, purgeJob, refundJob, reconcileJob];
