import "server-only";
import { listActiveZones, loadStoreRules } from "@/lib/shop";
import type { TStoreStatus } from "./contract";
import { presentStoreStatus } from "./present";

/**
 * GET /api/store/status's answer, also rendered into the storefront pages so that a notice or an
 * opening time is in the first paint instead of arriving with the first poll and pushing the page
 * down (a layout shift Lighthouse scored 0.111 on the home page while the shop was closed).
 */
export async function loadStoreStatus(now: Date = new Date()): Promise<TStoreStatus> {
  const [rules, zones] = await Promise.all([loadStoreRules(), listActiveZones()]);
  return presentStoreStatus(
    rules,
    now,
    zones.map((z) => z.extraMinutes),
  );
}
