import { isOutwardCodeCovered } from "@/lib/platform/uk-postcode";
import type { DeliveryZone } from "./zone-types";

/** The active zone covering an outward code, or null: active zones never overlap, so at most one does. */
export function matchZone<Z extends Pick<DeliveryZone, "outwardCodes" | "isActive">>(
  outwardCode: string,
  zones: readonly Z[],
): Z | null {
  return zones.find((z) => z.isActive && isOutwardCodeCovered(outwardCode, z.outwardCodes)) ?? null;
}

/**
 * What a delivery basket shows before it has an address (decision 015): the cheapest active
 * zone's figures (lowest fee, then lowest minimum), a "from" price. Nothing is charged on them:
 * create_order prices the chosen address's zone.
 */
export function cheapestZone<Z extends Pick<DeliveryZone, "feePence" | "minimumOrderPence" | "isActive">>(
  zones: readonly Z[],
): Z | null {
  const active = zones.filter((z) => z.isActive);
  active.sort((a, b) => a.feePence - b.feePence || a.minimumOrderPence - b.minimumOrderPence);
  return active[0] ?? null;
}
