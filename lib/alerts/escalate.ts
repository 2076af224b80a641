import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/accounts";
import { queueEmail } from "@/lib/mail";
import { orderNumber } from "@/lib/ordering";
import { tradingDataChanged } from "@/lib/platform/cache";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { defineJob, transactionWithJobs, type TransactionJobs } from "@/lib/platform/queue";
import { SHOP_ZONE } from "@/lib/platform/time";
import { loadStoreRules, pauseOrdering, shopOpenSince } from "@/lib/shop";
import { isPaused } from "@/lib/shop/shared";
import { loadKitchenSettings } from "./load-kitchen-settings";
import { SELF_PAUSE_MINUTES, SELF_PAUSE_WINDOW_MINUTES } from "./shared";

const MINUTE = 60_000;

export type KitchenWatch = { escalated: string[]; pausedUntil: Date | null };

/** The owners who can be told: not suspended, not removed, with an address. */
async function ownersToTell(jobs: TransactionJobs) {
  return jobs.tx.admin.findMany({
    where: { role: "owner", suspendedAt: null, removedAt: null, email: { not: null } },
    select: { id: true, email: true },
  });
}

function boardUrl(): string {
  return `${getConfig().APP_URL}/admin/orders`;
}

type WaitingOrder = {
  id: string;
  number: number | null;
  placedAt: Date;
  contactName: string | null;
  customer: { username: string };
  fulfilment: "delivery" | "collection";
  promisedAt: Date | null;
  slotStart: Date | null;
  grandTotalPence: number;
  currency: string;
  paymentMethod: string;
  paidAt: Date | null;
};

/** Marks one order escalated and e-mails each owner once; false when someone answered it meanwhile. */
async function escalateOrder(order: WaitingOrder, waitingSince: Date, now: Date): Promise<boolean> {
  return transactionWithJobs(async (tx, jobs) => {
    const marked = await tx.order.updateMany({
      where: { id: order.id, status: "placed", escalatedAt: null },
      data: { escalatedAt: now },
    });
    if (!marked.count) return false;
    const owners = await ownersToTell(jobs);
    if (!owners.length)
      console.warn(`[alerts] order ${orderNumber(order)} is unanswered and no owner has an e-mail address to tell.`);
    for (const owner of owners) {
      await queueEmail(jobs, {
        to: owner.email!,
        template: "order-unanswered",
        payload: {
          orderId: order.id,
          orderNumber: orderNumber(order),
          customerName: order.contactName ?? order.customer.username,
          placedAt: order.placedAt.toISOString(),
          waitedMinutes: Math.round((now.getTime() - waitingSince.getTime()) / MINUTE),
          fulfilment: order.fulfilment,
          dueAt: (order.slotStart ?? order.promisedAt)?.toISOString() ?? null,
          totalPence: order.grandTotalPence,
          currency: order.currency,
          boardUrl: boardUrl(),
          isCashDue: order.paymentMethod === "cash" && !order.paidAt,
        },
        idempotencyKey: `order-unanswered/${order.id}/${owner.id}`,
      });
    }
    return true;
  });
}

/**
 * After M unanswered orders within the hour (counted afresh after each self-pause), online
 * ordering pauses itself for 15 minutes, unless it is paused already. The pause, its record
 * for the board, the audit entry and the owners' e-mails are one write.
 */
async function pauseIfUnanswered(after: number, now: Date): Promise<Date | null> {
  const db = getDb();
  const [rules, last] = await Promise.all([loadStoreRules(), db.selfPause.findFirst({ orderBy: { until: "desc" } })]);
  if (isPaused(rules, now)) return null;
  const windowStart = new Date(now.getTime() - SELF_PAUSE_WINDOW_MINUTES * MINUTE);
  const since = last && last.until > windowStart ? last.until : windowStart;
  const unanswered = await db.order.count({ where: { escalatedAt: { gt: since, lte: now } } });
  if (unanswered < after) return null;
  const until = new Date(now.getTime() + SELF_PAUSE_MINUTES * MINUTE);
  await transactionWithJobs(async (tx, jobs) => {
    await pauseOrdering(SELF_PAUSE_MINUTES, now, tx);
    await tx.selfPause.create({ data: { at: now, until, orderCount: unanswered } });
    await recordAudit(
      {
        actor: null,
        action: "store.paused-itself",
        targetType: "store",
        after: { pausedUntil: until.toISOString(), unansweredOrders: unanswered },
        reason: `${unanswered} orders went unanswered within ${SELF_PAUSE_WINDOW_MINUTES} minutes.`,
      },
      tx,
    );
    for (const owner of await ownersToTell(jobs)) {
      await queueEmail(jobs, {
        to: owner.email!,
        template: "shop-paused-itself",
        payload: { until: until.toISOString(), unansweredOrders: unanswered, boardUrl: boardUrl() },
        idempotencyKey: `shop-paused-itself/${until.toISOString()}/${owner.id}`,
      });
    }
  });
  await tradingDataChanged();
  return until;
}

/**
 * Nobody misses an order (issue 23): while the shop is open, an order unanswered for the shop's
 * minutes is escalated (the owners e-mailed, the board rings louder), and too many of them pause
 * ordering if the owner asked for it. An order placed while the shop was closed (a pre-order at
 * midnight) waits from the opening, not from when it was paid. Runs each minute (`kitchenWatchJob`).
 */
export async function watchKitchen(now = new Date()): Promise<KitchenWatch> {
  const [settings, rules] = await Promise.all([loadKitchenSettings(), loadStoreRules()]);
  const openSince = shopOpenSince(rules.timetable, now);
  if (!openSince) return { escalated: [], pausedUntil: null };
  const latest = new Date(now.getTime() - settings.escalateAfterMinutes * MINUTE);
  const waiting = await getDb().order.findMany({
    where: { status: "placed", escalatedAt: null, placedAt: { lte: latest } },
    orderBy: { placedAt: "asc" },
    take: 100,
    select: {
      id: true,
      number: true,
      placedAt: true,
      contactName: true,
      customer: { select: { username: true } },
      fulfilment: true,
      promisedAt: true,
      slotStart: true,
      grandTotalPence: true,
      currency: true,
      paymentMethod: true,
      paidAt: true,
    },
  });
  const escalated: string[] = [];
  for (const order of waiting) {
    const waitingSince = order.placedAt! > openSince ? order.placedAt! : openSince;
    if (waitingSince > latest) continue;
    if (await escalateOrder({ ...order, placedAt: order.placedAt! }, waitingSince, now)) escalated.push(order.id);
  }
  const pausedUntil = settings.selfPauseAfterOrders
    ? await pauseIfUnanswered(settings.selfPauseAfterOrders, now)
    : null;
  return { escalated, pausedUntil };
}

/** Every minute: a minute is the finest a cron line says, and the escalation's minutes are whole. */
export const kitchenWatchJob = defineJob({
  name: "kitchen-watch",
  data: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 30,
  expireInSeconds: 55,
  schedule: { cron: "* * * * *", tz: SHOP_ZONE },
  async run() {
    await watchKitchen(new Date());
  },
});
