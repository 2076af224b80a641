import "server-only";
import { z } from "zod";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { defineJob, enqueueJob } from "@/lib/platform/queue";
import { completePayment } from "@/lib/ordering/checkout/complete-payment";
import { settleRefund } from "@/lib/ordering/refunds/refund-job";
import { getPaymentProvider } from "./provider";
import { SHOP_ZONE } from "@/lib/platform/time";

export type ReconcileCounts = { checked: number; completed: number; expired: number; refundsSettled: number };

const BATCH = 50;

/**
 * Catches what the browser and the webhook both missed. A payment still unverified
 * `afterSeconds` after checkout is looked up at the provider: a captured payment completes the
 * order through the same completion as verify_order (one order, basket emptied); none after
 * `expireSeconds` and the pending order is given up. Refunds the provider took but had not
 * finished are asked about again.
 */
export async function reconcilePayments(
  now: Date,
  options: { afterSeconds: number; expireSeconds: number } = {
    afterSeconds: getConfig().PAYMENT_RECONCILE_AFTER_S,
    expireSeconds: getConfig().PAYMENT_EXPIRE_AFTER_S,
  },
): Promise<ReconcileCounts> {
  const db = getDb();
  const provider = getPaymentProvider();
  const counts: ReconcileCounts = { checked: 0, completed: 0, expired: 0, refundsSettled: 0 };
  const stale = await db.payment.findMany({
    where: { status: "created", provider: provider.mode, createdAt: { lte: new Date(now.getTime() - options.afterSeconds * 1000) } },
    orderBy: [{ checkedAt: { sort: "asc", nulls: "first" } }, { createdAt: "asc" }],
    take: BATCH,
    select: { id: true, providerOrderId: true, amountPence: true, createdAt: true },
  });
  for (const payment of stale) {
    counts.checked++;
    const made = await provider.listOrderPayments(payment.providerOrderId);
    const captured = made.find((p) => p.status === "captured" && p.amountPence === payment.amountPence);
    if (captured) {
      const done = await completePayment({ providerOrderId: payment.providerOrderId, providerPaymentId: captured.id, amountPence: captured.amountPence });
      if (!done.alreadyPaid) counts.completed++;
      continue;
    }
    if (payment.createdAt.getTime() <= now.getTime() - options.expireSeconds * 1000) {
      const expired = await db.payment.updateMany({ where: { id: payment.id, status: "created" }, data: { status: "expired", checkedAt: now } });
      counts.expired += expired.count;
      continue;
    }
    await db.payment.update({ where: { id: payment.id }, data: { checkedAt: now } });
  }

  const unsettled = await db.refund.findMany({
    where: { status: "pending", providerRefundId: { not: null } },
    take: BATCH,
    select: { providerRefundId: true, payment: { select: { providerPaymentId: true } } },
  });
  for (const refund of unsettled) {
    if (!refund.payment.providerPaymentId || !refund.providerRefundId) continue;
    const current = await provider.fetchRefund(refund.payment.providerPaymentId, refund.providerRefundId);
    if (await settleRefund(refund.providerRefundId, current.status)) counts.refundsSettled++;
  }
  return counts;
}

/** Every PAYMENT_RECONCILE_AFTER_S seconds, or every minute, whichever is shorter. */
export function reconcileIntervalSeconds(): number {
  return Math.min(getConfig().PAYMENT_RECONCILE_AFTER_S, 60);
}

export const reconcileJob = defineJob({
  name: "reconcile-payments",
  data: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 30,
  expireInSeconds: 300,
  // The cron line is the floor (and restarts the chain after a stop); shorter intervals chain below.
  schedule: { cron: "* * * * *", tz: SHOP_ZONE },
  async run() {
    try {
      const counts = await reconcilePayments(new Date());
      if (counts.completed || counts.expired || counts.refundsSettled) {
        console.log(
          `[jobs] reconciliation: ${counts.completed} orders completed from captured payments, ${counts.expired} expired, ${counts.refundsSettled} refunds settled`,
        );
      }
    } finally {
      const interval = reconcileIntervalSeconds();
      if (interval < 60) {
        // One link of the chain per interval, however many instances run it.
        const next = Math.ceil(Date.now() / 1000 / interval) * interval;
        await enqueueJob(reconcileJob, {}, { key: `reconcile/${next}`, startAfter: new Date(next * 1000) });
      }
    }
  },
});
