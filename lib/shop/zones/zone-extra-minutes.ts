import "server-only";
import { getDb, type DbClient, type DbTransaction } from "@/lib/platform/db";
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

/**
 * The extra minutes of the zone an order was taken for (its `deliveryZone`, the zone's name when
 * it was placed), as the zone has them now; a zone renamed or removed since, the zone its postcode
 * is in now; 0 for a collection or outside every zone. For the kitchen's time before its slot.
 */
export async function orderZoneExtraMinutes(
  db: DbClient | DbTransaction,
  order: { deliveryZone: string | null; deliveryPostcode: string | null },
): Promise<number> {
  if (!order.deliveryZone) return 0;
  const named = await db.deliveryZone.findUnique({
    where: { name: order.deliveryZone },
    select: { extraMinutes: true },
  });
  return named?.extraMinutes ?? (await zoneForPostcode(order.deliveryPostcode))?.extraMinutes ?? 0;
}
