import "server-only";
import { getDb } from "@/lib/platform/db";
import { zoneExtraMinutes } from "@/lib/shop";
import type { Fulfilment } from "@/lib/shop/shared";
import { ownerWhere, type BasketOwner } from "./owner";

/**
 * The minutes the owner's delivery zone adds to a delivery, which the slots offered must leave
 * room for as create_order does: 0 for collection, or without a basket, an address or a zone.
 */
export async function basketZoneMinutes(owner: BasketOwner | null, fulfilment: Fulfilment): Promise<number> {
  if (!owner || fulfilment !== "delivery") return 0;
  const basket = await getDb().basket.findFirst({ where: ownerWhere(owner), select: { addressId: true } });
  return zoneExtraMinutes(basket?.addressId ?? null);
}
