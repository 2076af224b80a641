"use client";

import { BasketLoading } from "@/components/basket/basket-contents";
import { BasketLoadFailure } from "@/components/basket/basket-load-failure";
import { BasketLines } from "@/components/basket/basket-lines";
import { BasketFreeItems, BasketOffers } from "@/components/basket/basket-offers";
import { useBasket } from "@/components/basket/basket-provider";
import { BasketTotals, MinimumOrderNotice } from "@/components/basket/basket-totals";
import { PromoCodeForm } from "@/components/basket/promo-code-form";

/** The cart summary on /checkout: lines, the promotion code and the server's totals. */
export function OrderSummary() {
  const { basket, status } = useBasket();

  if (!basket) return status === "failed" ? <BasketLoadFailure /> : <BasketLoading />;
  if (basket.lines.length === 0) {
    return (
      <p
        className="rounded-xl border border-dashed border-ink-muted/50 bg-surface p-4 text-ink"
        data-testid="checkout-empty"
      >
        No items found
      </p>
    );
  }
  return (
    <div className="space-y-5">
      <BasketLines lines={basket.lines} currency={basket.currency} emptyText="No items found" />
      <BasketFreeItems basket={basket} />
      <PromoCodeForm basket={basket} />
      <BasketOffers basket={basket} />
      <BasketTotals basket={basket} />
      <MinimumOrderNotice basket={basket} />
      <p
        className={`rounded-lg px-3 py-2 text-sm font-medium ${basket.delivery.deliverable === false ? "bg-red-50 text-red-900" : "bg-surface text-ink"}`}
        data-testid="delivery-zone-note"
      >
        {basket.delivery.message}
      </p>
    </div>
  );
}
