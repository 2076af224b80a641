"use client";

import { basketFoodMinor, describeItemCount } from "@/components/basket/format";
import { formatMoney } from "@/lib/platform/money";
import { useBasket } from "@/components/basket/basket-provider";
import { BasketIcon } from "@/components/site/icons";

/**
 * On a phone, once something is in the basket: "View basket · n items · £x" (the food, before
 * delivery), kept at the bottom of the screen while the menu is. Sticky at the end of the page's
 * main part rather than fixed: scrolled to the footer, it stays above it instead of covering its
 * last lines.
 */
export function ViewBasketBar() {
  const { basket } = useBasket();
  if (!basket || basket.itemCount === 0) return null;
  return (
    <div
      data-view-basket-bar
      className="sticky bottom-0 z-30 border-t border-line bg-white/95 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:hidden"
    >
      <a
        href="#basket"
        data-testid="view-basket-bar"
        className="flex min-h-12 items-center justify-between gap-3 rounded-full bg-navy px-5 font-bold text-white"
      >
        <span className="inline-flex items-center gap-2">
          <BasketIcon className="size-5 text-brand" />
          View basket
        </span>
        <span>
          {describeItemCount(basket.itemCount)} · {formatMoney(basketFoodMinor(basket), basket.currency)}
          <span className="sr-only"> before delivery</span>
        </span>
      </a>
    </div>
  );
}
