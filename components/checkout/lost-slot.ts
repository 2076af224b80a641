import type { BasketView } from "@/lib/api/store/cart/view";

/**
 * Whether the time the customer chose can no longer be ordered for at `now` (the status's clock):
 * the basket said so when it was read (no promise), or the clock has since passed the moment the
 * slot became too soon for the kitchen (`slotOfferedUntil`). create_order would refuse it either way.
 */
export function hasLostSlot(basket: Pick<BasketView, "slot" | "promisedAt" | "slotOfferedUntil">, now: Date): boolean {
  if (!basket.slot) return false;
  if (!basket.promisedAt) return true;
  return basket.slotOfferedUntil !== null && now.getTime() > Date.parse(basket.slotOfferedUntil);
}
