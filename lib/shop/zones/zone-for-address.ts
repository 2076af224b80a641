import "server-only";
import { getDb } from "@/lib/platform/db";
import { parsePostcode } from "@/lib/platform/uk-postcode";
import { listActiveZones } from "./list-zones";
import { matchZone } from "./match-zone";
import type { DeliveryZone } from "./zone-types";

/** The active zone delivering to a postcode (full or outward code), or null. */
export async function zoneForPostcode(postcode: string | null, zones?: DeliveryZone[]): Promise<DeliveryZone | null> {
  const parsed = postcode ? parsePostcode(postcode) : null;
  if (!parsed) return null;
  return matchZone(parsed.outwardCode, zones ?? (await listActiveZones()));
}

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
