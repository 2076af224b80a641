import { formatMajor } from "./format";
import { minimumOrderHint } from "./minimum-order-hint";
import type { BasketView } from "@/lib/api/store/cart/view";

/** The server's figures, as they came: nothing is added up here. */
export function BasketTotals({ basket }: { basket: BasketView }) {
  const money = (major: number) => formatMajor(major, basket.currency);
  // A collection basket says so here too, rather than "Delivery fee £0.00" for an order nobody delivers.
  const isCollected = basket.fulfilment === "collection";
  return (
    <dl className="space-y-1.5 text-sm" data-testid="basket-totals">
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">Subtotal</dt>
        <dd className="font-semibold text-ink" data-testid="basket-subtotal">
          {money(basket.subtotal)}
        </dd>
      </div>
      {basket.discount > 0 ? (
        <div className="flex justify-between gap-4">
          {/* Each offer has its own row above (BasketOffers): this is all of them together. */}
          <dt className="text-ink-muted">{basket.promotions.length > 1 ? "Offers together" : "Discount"}</dt>
          <dd className="font-semibold text-green-800" data-testid="basket-discount">
            −{money(basket.discount)}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">{isCollected ? "Collection" : "Delivery fee"}</dt>
        <dd className="font-semibold text-ink" data-testid="basket-delivery-fee">
          {isCollected && basket.deliveryFee === 0 ? "Free" : money(basket.deliveryFee)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-line pt-2 text-base">
        <dt className="font-bold text-ink">Grand total</dt>
        <dd className="font-extrabold text-ink" data-testid="basket-grand-total">
          {money(basket.total)}
        </dd>
      </div>
    </dl>
  );
}

/** The minimum order's hint (./minimum-order-hint.ts) while a non-empty basket is short of it. */
export function MinimumOrderNotice({ basket }: { basket: BasketView }) {
  const hint = basket.lines.length === 0 ? null : minimumOrderHint(basket);
  if (!hint) return null;
  return (
    <p className="rounded-lg bg-brand-soft px-3 py-2 text-sm font-medium text-navy" data-testid="minimum-order-notice">
      {hint}
    </p>
  );
}
