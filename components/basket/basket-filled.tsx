"use client";

import { UnavailableNotice, unavailableReason } from "@/components/menu-details/unavailable-notice";
import type { BasketView } from "@/lib/api/store/cart/view";
import { BasketLines } from "./basket-lines";
import { BasketFreeItems, BasketOffers } from "./basket-offers";
import { BasketTotals, MinimumOrderNotice } from "./basket-totals";
import { CheckoutButton } from "./checkout-button";
import { PromoCodeForm } from "./promo-code-form";

export { BasketLoadFailure } from "./basket-load-failure";

export const EMPTY_BASKET_HINT = "Your basket is empty. Choose a size and price on any item to add it.";

/** The loaded basket: loaded on demand by basket-contents.tsx. */
export function FilledBasket({ basket, onNavigate }: { basket: BasketView; onNavigate?: () => void }) {
  const hasLines = basket.lines.length > 0;
  return (
    <div className="space-y-5">
      <BasketLines lines={basket.lines} currency={basket.currency} emptyText={EMPTY_BASKET_HINT} />
      {hasLines ? (
        <>
          <BasketFreeItems basket={basket} />
          <PromoCodeForm basket={basket} />
          <BasketOffers basket={basket} />
          <BasketTotals basket={basket} />
          <MinimumOrderNotice basket={basket} />
          <UnavailableNotice basket={basket} />
          <CheckoutButton isDisabled={unavailableReason(basket) !== null} onNavigate={onNavigate} />
        </>
      ) : null}
    </div>
  );
}
