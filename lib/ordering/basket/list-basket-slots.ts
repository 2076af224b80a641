import "server-only";
import { offeredSlots, type Slot } from "@/lib/shop";
import type { Fulfilment } from "@/lib/shop/shared";
import { basketZoneMinutes } from "./basket-zone-minutes";
import type { BasketOwner } from "./owner";

/**
 * The slots offered to the owner of a basket (GET /api/store/slots): a delivery's start late
 * enough for the zone of the address chosen, so that a time listed is one create_order takes.
 */
export async function listBasketSlots(owner: BasketOwner | null, fulfilment: Fulfilment, now: Date): Promise<Slot[]> {
  const { slots } = await offeredSlots(fulfilment, now, undefined, await basketZoneMinutes(owner, fulfilment));
  return slots;
}
