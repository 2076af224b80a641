import "server-only";
import { getDb } from "@/lib/platform/db";
import { listPrinters } from "@/lib/printing";
import { loadStoreRules, shopOpenSince } from "@/lib/shop";
import { isPaused } from "@/lib/shop/shared";
import { loadKitchenSettings } from "./load-kitchen-settings";
import { countPushSubscriptions } from "./push/count-push-subscriptions";
import { vapidDetails } from "./push/vapid-keys";

/**
 * What the orders board shows beside the orders (issue 23): whether the shop is open, each
 * printer's health (one that polled and stopped while the shop is open turns the board red),
 * a pause the shop gave itself, the kitchen settings, and what a device needs to subscribe to
 * pushes.
 */
export async function loadKitchenStatus(adminId: string, now = new Date()) {
  const [rules, settings, printers, lastPause, devices] = await Promise.all([
    loadStoreRules(),
    loadKitchenSettings(),
    listPrinters(now),
    getDb().selfPause.findFirst({ orderBy: { until: "desc" } }),
    countPushSubscriptions(adminId),
  ]);
  const isOpen = shopOpenSince(rules.timetable, now) !== null;
  const paused = isPaused(rules, now);
  // The pause now is the one the shop gave itself only while it ends when that one does.
  const selfPause =
    paused &&
    !rules.pausedIndefinitely &&
    lastPause &&
    lastPause.until > now &&
    rules.pausedUntil?.getTime() === lastPause.until.getTime()
      ? lastPause
      : null;
  return {
    isOpen,
    printers: printers.map((p) => ({
      id: p.id,
      name: p.name,
      isOnline: p.isOnline,
      lastSeenAt: p.lastSeenAt,
      hasPolled: p.lastSeenAt !== null,
      failedJobs: p.failedJobs,
    })),
    // A printer never set up is not an alarm; one that polled and went quiet is, while the shop is open.
    isPrinterAlarm: isOpen && printers.some((p) => p.lastSeenAt !== null && !p.isOnline),
    paused,
    pausedUntil: paused ? rules.pausedUntil : null,
    selfPause: selfPause ? { at: selfPause.at, until: selfPause.until, orderCount: selfPause.orderCount } : null,
    settings,
    push: { publicKey: vapidDetails().publicKey, devices },
  };
}

export type KitchenStatus = Awaited<ReturnType<typeof loadKitchenStatus>>;
