import "server-only";
import { getDb } from "@/lib/platform/db";
import { zoneSelect } from "./list-zones";
import { assertNoOverlap, dataOf, write } from "./zone-admin";
import type { DeliveryZone, DeliveryZoneInput } from "./zone-types";

export async function createZone(input: DeliveryZoneInput): Promise<DeliveryZone> {
  const data = dataOf(input);
  return write(() =>
    getDb().$transaction(async (tx) => {
      await assertNoOverlap(tx, data, null);
      return tx.deliveryZone.create({ data, select: zoneSelect });
    }),
  );
}
