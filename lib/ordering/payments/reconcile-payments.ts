import "server-only";
import { z } from "zod";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { defineJob, enqueueJob } from "@/lib/platform/queue";
import { completePayment } from "../checkout/complete-payment";
import { settleRefund } from "../refunds/settle-refund";
import { isTestModeOn, providerFor } from "./provider";
import { SHOP_ZONE } from "@/lib/platform/time";

export type ReconcileCounts = { checked: number; completed: number; expired: number; refundsSettled: number };

const BATCH = 50;

type StalePayment = { id: string; provider: string; providerOrderId: string; amountPence: number; createdAt: Date };

/** A payment not paid and not given up: still payable at its provider. */
const OPEN_STATUSES: ("created" | "failed")[] = ["created", "failed"];

/** The providers whose open payments may have been paid unseen: every online one configured. */
const ONLINE_PROVIDERS = ["stripe", "razorpay", "test"] as const;

/**
 * Catches what the browser and the webhook both missed, whichever provider took the money
 * (decision 030). A payment still unverified `afterSeconds` after checkout is looked up at its
 * provider: a captured payment completes the order through the same completion as verify_order
 * and the webhooks (one order, basket emptied); none after `expireSeconds` and the pending order
 * is given up, after the provider has made the payment unpayable where it can (Stripe cancels
 * the PaymentIntent; one paid meanwhile is completed instead). Refunds the provider took but had
 * not finished are asked about again. Cash is never looked up: staff mark it paid.
 */
export async function reconcilePayments(
  now: Date,
  options: { afterSeconds: number; expireSeconds: number } = {
    afterSeconds: getConfig().PAYMENT_RECONCILE_AFTER_S,
    expireSeconds: getConfig().PAYMENT_EXPIRE_AFTER_S,
  },
): Promise<ReconcileCounts> {
  const db = getDb();
  const counts: ReconcileCounts = { checked: 0, completed: 0, expired: 0, refundsSettled: 0 };
  // The stand-in window's payments took no money: never completed once the test mode is off (live keys).
  const configured = ONLINE_PROVIDERS.filter(
    (name) => providerFor(name) !== null && (name !== "test" || isTestModeOn()),
  );
  const stale = await db.payment.findMany({
    where: {
      // A Stripe payment marked failed (a card declined) is still open at Stripe: the customer may
      // pay the same PaymentIntent with another card, so it is looked up, and cancelled when given up.
      status: { in: OPEN_STATUSES },
      provider: { in: configured },
      createdAt: { lte: new Date(now.getTime() - options.afterSeconds * 1000) },
    },
    orderBy: [{ checkedAt: { sort: "asc", nulls: "first" } }, { createdAt: "asc" }],
    take: BATCH,
    select: { id: true, provider: true, providerOrderId: true, amountPence: true, createdAt: true },
  });
  for (const payment of stale) {
    counts.checked++;
    try {
      await reconcileOne(payment, now, options.expireSeconds, counts);
    } catch (err) {
      // One payment the provider will not answer for (a PaymentIntent of another account, a
      // provider down) must not stop the others: it is logged and goes to the back of the queue.
      console.error(`[jobs] reconciliation could not check payment ${payment.id} (${payment.provider})`, err);
      await db.payment.updateMany({ where: { id: payment.id }, data: { checkedAt: now } });
    }
  }

  const unsettled = await db.refund.findMany({
    where: { status: "pending", providerRefundId: { not: null } },
    take: BATCH,
    select: { providerRefundId: true, payment: { select: { provider: true, providerPaymentId: true } } },
  });
  for (const refund of unsettled) {
    const provider = providerFor(refund.payment.provider);
    if (!provider || !refund.payment.providerPaymentId || !refund.providerRefundId) continue;
    try {
      const current = await provider.fetchRefund(refund.payment.providerPaymentId, refund.providerRefundId);
      if (await settleRefund(refund.providerRefundId, current.status)) counts.refundsSettled++;
    } catch (err) {
      console.error(`[jobs] reconciliation could not check refund ${refund.providerRefundId}`, err);
    }
  }
  return counts;
}

/** Looks one open payment up: completes it when paid, gives it up when too old, else marks it checked. */
async function reconcileOne(
  payment: StalePayment,
  now: Date,
  expireSeconds: number,
  counts: ReconcileCounts,
): Promise<void> {
  const db = getDb();
  const provider = providerFor(payment.provider)!;
  const complete = async () => {
    const made = await provider.lookUp(payment.providerOrderId);
    const captured = made.find((p) => p.status === "captured" && p.amountPence === payment.amountPence);
    if (!captured) return false;
    const done = await completePayment({
      providerOrderId: payment.providerOrderId,
      providerPaymentId: captured.id,
      amountPence: captured.amountPence,
    });
    if (!done.alreadyPaid) counts.completed++;
    return true;
  };
  if (await complete()) return;
  if (payment.createdAt.getTime() <= now.getTime() - expireSeconds * 1000) {
    // Paid in the moment between the look-up and the cancel: complete it rather than expire it.
    if ((await provider.cancel(payment.providerOrderId)) === "paid" && (await complete())) return;
    const expired = await db.payment.updateMany({
      where: { id: payment.id, status: { in: OPEN_STATUSES } },
      data: { status: "expired", checkedAt: now },
    });
    counts.expired += expired.count;
    return;
  }
  await db.payment.update({ where: { id: payment.id }, data: { checkedAt: now } });
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
