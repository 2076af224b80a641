import "server-only";
import type { KitchenStatus } from "@/lib/alerts";
import type { TKitchenStatus } from "./contract";

export function presentKitchenStatus(status: KitchenStatus): TKitchenStatus {
  return {
    isOpen: status.isOpen,
    printers: status.printers.map((p) => ({
      _id: p.id,
      name: p.name,
      online: p.isOnline,
      lastSeenAt: p.lastSeenAt?.toISOString() ?? null,
      hasPolled: p.hasPolled,
      failedJobs: p.failedJobs,
    })),
    printerAlarm: status.isPrinterAlarm,
    paused: status.paused,
    pausedUntil: status.pausedUntil?.toISOString() ?? null,
    selfPause: status.selfPause
      ? {
          at: status.selfPause.at.toISOString(),
          until: status.selfPause.until.toISOString(),
          orderCount: status.selfPause.orderCount,
        }
      : null,
    settings: status.settings,
    push: status.push,
  };
}
