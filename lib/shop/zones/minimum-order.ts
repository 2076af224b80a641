import { formatMoney } from "@/lib/platform/money";
import type { DeliveryZone } from "./zone-types";

/**
 * The delivery minimum the shop's pages state (issue 25: every price on screen is the real one,
 * where the spec's design had a fixed "12 GBP"): the active zones' minimum, "from" the lowest when
 * zones differ; null when no zone delivers.
 */
export function describeMinimumOrder(
  zones: readonly Pick<DeliveryZone, "minimumOrderPence" | "isActive">[],
  currency: string,
): string | null {
  const minimums = zones.filter((z) => z.isActive).map((z) => z.minimumOrderPence);
  if (minimums.length === 0) return null;
  const lowest = Math.min(...minimums);
  const highest = Math.max(...minimums);
  if (highest === 0) return "none";
  if (lowest === highest) return formatMoney(lowest, currency);
  return lowest === 0 ? `up to ${formatMoney(highest, currency)}` : `from ${formatMoney(lowest, currency)}`;
}
