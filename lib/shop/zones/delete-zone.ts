import "server-only";
import { getDb, isRecordNotFound } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { zoneSelect } from "./list-zones";
import type { DeliveryZone } from "./zone-types";

/**
 * Orders keep the zone's name they were frozen with; addresses in it become undeliverable.
 * Answers the zone as it was, for the audit trail.
 */
export async function deleteZone(id: string): Promise<DeliveryZone> {
  try {
    return await getDb().deliveryZone.delete({ where: { id }, select: zoneSelect });
  } catch (err) {
    if (isRecordNotFound(err)) throw AppError.notFound("Delivery zone");
    throw err;
  }
}
