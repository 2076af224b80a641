import "server-only";
import { getDb, lockRow } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { zoneSelect } from "./list-zones";
import { assertNoOverlap, dataOf, write } from "./zone-admin";
import type { DeliveryZone, DeliveryZoneInput } from "./zone-types";

/**
 * Changes the fields given; the result must still be a valid zone. Answers the zone as it was and
 * as it is now, for the audit trail's before and after: the row is locked before it is read, so
 * of two admins saving at once the second changes, and records as its before, the first's save.
 */
export async function updateZone(
  id: string,
  patch: Partial<DeliveryZoneInput>,
): Promise<{ before: DeliveryZone; zone: DeliveryZone }> {
  return write(() =>
    getDb().$transaction(async (tx) => {
      await lockRow(tx, "DeliveryZone", id);
      const before = await tx.deliveryZone.findUnique({ where: { id }, select: zoneSelect });
      if (!before) throw AppError.notFound("Delivery zone");
      const { id: _id, ...current } = before;
      const data = dataOf({ ...current, ...patch });
      await assertNoOverlap(tx, data, id);
      return { before, zone: await tx.deliveryZone.update({ where: { id }, data, select: zoneSelect }) };
    }),
  );
}
