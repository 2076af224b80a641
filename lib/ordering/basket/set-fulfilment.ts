import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import type { Fulfilment } from "@/lib/shop/shared";
import { dropUnsoldLinesNow } from "./drop-unsold-lines";
import { findBasketId } from "./find-basket-id";
import { listBasketSlots } from "./list-basket-slots";
import { type BasketOwner } from "./owner";

/**
 * Sets how the owner's basket is fulfilled and when: a slot must be one the shop offers now
 * and still has room in (else 400 on the slot field); null is as soon as possible. Whether it
 * can still be ordered is decided again at create_order. Answers the basket's id.
 */
export async function setBasketFulfilment(
  owner: BasketOwner,
  choice: { fulfilment: Fulfilment; slot: Date | null },
  now: Date,
): Promise<string> {
  if (choice.slot) {
    const slots = await listBasketSlots(owner, choice.fulfilment, now);
    const offered = slots.find((s) => s.start.getTime() === choice.slot!.getTime());
    if (!offered) {
      throw AppError.invalidInput("We do not offer that time. Please choose one of the times offered.", {
        slot: "Choose one of the times offered.",
      });
    }
    if (!offered.available) {
      throw AppError.invalidInput("That time is full. Please choose another.", { slot: "This time is full." });
    }
  }
  const basketId = await findBasketId(owner, true);
  await getDb().basket.update({
    where: { id: basketId },
    data: { fulfilment: choice.fulfilment, slotStart: choice.slot },
  });
  await dropUnsoldLinesNow(basketId);
  return basketId;
}
