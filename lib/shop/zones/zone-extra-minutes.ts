import "server-only";
import { getDb } from "@/lib/platform/db";
import { zoneForPostcode } from "./zone-for-postcode";
import type { DeliveryZone } from "./zone-types";

/** The zone of a saved address, or null when it is outside every zone (or has no postcode). */
export async function zoneForAddress(addressId: string): Promise<DeliveryZone | null> {
  const address = await getDb().address.findUnique({ where: { id: addressId }, select: { postcode: true } });
  return zoneForPostcode(address?.postcode ?? null);
}

/**
 * The minutes a delivery to this address adds to the promised time (the zone's extra
 * minutes; 0 without an address or outside every zone). For the promise calculation.
 */
export async function zoneExtraMinutes(addressId: string | null): Promise<number> {
  if (!addressId) return 0;
  return (await zoneForAddress(addressId))?.extraMinutes ?? 0;
}
