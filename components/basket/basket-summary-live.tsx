"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { lazy, Suspense, useState } from "react";
import { BasketIcon } from "@/components/site/icons";
import { formatMoney } from "@/lib/platform/money";
import { preloadFilledBasket } from "./load-filled-basket";
import { useBasket } from "./basket-provider";
import { basketFoodMinor, describeItemCount } from "./format";

// The cart modal (the basket's lines, their allergens, the quantity buttons) is loaded when the
// customer first reaches for the button, not with every page: it is most of the basket's
// script, and no page needs it to be shown (issue 26). React's lazy, not next/dynamic: the modal
// is only ever rendered in the browser after a tap, and next/dynamic added 1.2 KB to every page.
const loadCartModal = () =>
  Promise.all([import("./cart-modal"), preloadFilledBasket()]).then(([module]) => ({ default: module.CartModal }));
const CartModal = lazy(loadCartModal);

type TBasketSummaryLiveProps = {
  /**
   * "£0.00" in the shop's currency, written by the server: shown until the basket has something
   * in it, so that a page's first load builds no number formatter (ICU's first use is tens of
   * milliseconds of a phone's main thread, docs/speed-log.md 2026-11-30).
   */
  emptyTotal: string;
  /** "bar": the desktop header's strip, a link to the basket; "compact": the mobile top bar's button, which opens the cart modal. */
  variant: "bar" | "compact";
};

/** The header's basket count and the food's price after offers (before delivery), live from the basket. */
export function BasketSummaryLive({ emptyTotal, variant }: TBasketSummaryLiveProps) {
  const { basket } = useBasket();
  const [isCartOpen, setIsCartOpen] = useState(false);
  const count = describeItemCount(basket?.itemCount ?? 0);
  const total = basket?.itemCount ? formatMoney(basketFoodMinor(basket), basket.currency) : emptyTotal;
  // The name is the visible text with words around it said only to screen readers, so that it
  // holds what a voice-control user sees ("0 items £0.00"), as WCAG 2.5.3 (label in name) asks.
  // No comma between the two: the browser puts a space around a hidden span, "1 item , £…".
  const said = {
    before: <span className="sr-only">Basket: </span>,
    after: <span className="sr-only"> before delivery</span>,
  };

  if (variant === "compact") {
    return (
      <>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setIsCartOpen(true)}
          onPointerEnter={() => void loadCartModal()}
          onFocus={() => void loadCartModal()}
          data-testid="mobile-basket-summary"
          className="inline-flex items-center gap-1.5 rounded-lg bg-brand px-2.5 py-1.5 text-navy hover:bg-brand-strong"
        >
          {/* Left out on the narrowest phones, where the top bar needs its width for the logo. */}
          <BasketIcon className="size-5 shrink-0 max-[374px]:hidden" />
          {said.before}
          <span className="flex flex-col text-left leading-tight">
            <span className="text-xs font-medium whitespace-nowrap">{count}</span>
            <span className="text-sm font-bold whitespace-nowrap">
              {total}
              {said.after}
            </span>
          </span>
        </button>
        {isCartOpen ? (
          <Suspense>
            <CartModal onClose={() => setIsCartOpen(false)} />
          </Suspense>
        ) : null}
      </>
    );
  }

  return (
    <IntentLink
      href="/order#basket"
      data-testid="basket-summary"
      className="flex items-stretch self-stretch bg-brand font-semibold text-navy hover:bg-brand-strong"
    >
      <span className="flex items-center border-r border-navy/20 px-3 xl:px-4">
        <BasketIcon className="size-6" />
        {said.before}
      </span>
      <span className="flex items-center border-r border-navy/20 px-3 text-sm whitespace-nowrap xl:px-4">{count}</span>
      <span className="flex items-center px-3 text-sm whitespace-nowrap xl:px-4">
        {total}
        {said.after}
      </span>
    </IntentLink>
  );
}
