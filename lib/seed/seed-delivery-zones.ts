import type { TConfig } from "@/lib/platform/config";
import type { DbClient } from "@/lib/platform/db";

export const SEED_ZONE_NAME = "Central London";

/**
 * The first delivery zone, from the DELIVERY_OUTWARD_CODES, DELIVERY_FEE_PENCE and
 * MIN_ORDER_PENCE settings, when there is no zone at all (first start, or the first start of
 * a version with zones). The admin manages zones from then on (decision 015).
 */
export async function seedDeliveryZones(
  db: DbClient,
  config: Pick<TConfig, "DELIVERY_OUTWARD_CODES" | "DELIVERY_FEE_PENCE" | "MIN_ORDER_PENCE">,
): Promise<{ created: boolean }> {
  if ((await db.deliveryZone.count()) > 0) return { created: false };
  await db.deliveryZone.create({
    data: {
      name: SEED_ZONE_NAME,
      outwardCodes: [...config.DELIVERY_OUTWARD_CODES],
      feePence: config.DELIVERY_FEE_PENCE,
      minimumOrderPence: config.MIN_ORDER_PENCE,
    },
  });
  return { created: true };
}
