"use client";

import { useState } from "react";
import { SpinnerIcon } from "./icons";
import { useBasket } from "./basket-provider";
import { UnavailableNotice } from "@/components/menu-details/unavailable-notice";
import { BasketLines } from "./basket-lines";
import { BasketFreeItems, BasketOffers } from "./basket-offers";
import { BasketTotals, MinimumOrderNotice } from "./basket-totals";
import { CheckoutButton } from "./checkout-button";
import { PromoCodeForm } from "./promo-code-form";

export const EMPTY_BASKET_HINT = "Your basket is empty. Choose a size and price on any item to add it.";

type TBasketContentsProps = {
  onNavigate?: () => void;
};

/** Shown when the basket could not be loaded, with a way to ask again. */
export function BasketLoadFailure() {
  const { loadError, refresh } = useBasket();
  const [isRetrying, setIsRetrying] = useState(false);
  return (
    <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-sm text-red-900">
      <p>{loadError || "We couldn't load your basket."}</p>
      <button
        type="button"
        aria-disabled={isRetrying}
        onClick={() => {
          if (isRetrying) return;
          setIsRetrying(true);
          void refresh().finally(() => setIsRetrying(false));
        }}
        className="min-h-11 rounded-full bg-navy px-5 font-semibold text-white hover:bg-navy-soft"
      >
        {isRetrying ? "Trying again…" : "Try again"}
      </button>
    </div>
  );
}

export function BasketLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-ink-muted">
      <SpinnerIcon className="size-5 text-brand" />
      Loading your basket…
    </p>
  );
}

/** What the basket panel and the cart modal show: lines, code, totals and the way to checkout. */
export function BasketContents({ onNavigate }: TBasketContentsProps) {
  const { basket, status } = useBasket();

  if (!basket) {
    return status === "failed" ? <BasketLoadFailure /> : <BasketLoading />;
  }

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
          <CheckoutButton isDisabled={basket.unavailableItems.length > 0} onNavigate={onNavigate} />
        </>
      ) : null}
    </div>
  );
}
