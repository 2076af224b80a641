import { DishThumbnail } from "@/components/ui/dish-thumbnail";
import { SIZE_LABELS } from "@/lib/menu/shared";
import { formatMajor } from "./format";
import type { BasketView } from "@/lib/api/store/cart/view";

// What the promotions do to the basket, as the server worked it out (lib/promotions): the dish
// an offer adds at no charge, each offer applied with what it takes off, and the offers within
// reach. Nothing is worked out here.

/** The free dishes, under the basket's lines. */
export function BasketFreeItems({ basket }: { basket: BasketView }) {
  if (basket.freeItems.length === 0) return null;
  const money = (major: number) => formatMajor(major, basket.currency);
  return (
    <ul className="space-y-2" aria-label="Free items">
      {basket.freeItems.map((item) => (
        <li
          key={`${item.promotionId}-${item.itemId}`}
          data-testid="basket-free-item"
          className="flex items-center gap-3 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm"
        >
          {item.picture ? (
            <DishThumbnail src={item.picture} size={40} className="size-10 shrink-0 rounded-md object-cover" />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-ink">
              {item.itemName} – {SIZE_LABELS[item.size]}
            </p>
            <p className="text-green-900">Offer: {item.freeWith}</p>
          </div>
          <p className="shrink-0 text-right">
            <s className="text-ink-muted" aria-label={`was ${money(item.unitPrice)}`}>
              {money(item.unitPrice)}
            </s>{" "}
            <span className="font-bold text-green-800">Free</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Each offer applied with its amount, and the offers within reach ("Add £3.01 to get …"). */
export function BasketOffers({ basket }: { basket: BasketView }) {
  if (basket.promotions.length === 0 && basket.hints.length === 0) return null;
  const money = (major: number) => formatMajor(major, basket.currency);
  return (
    <div className="space-y-2" data-testid="basket-offers">
      {basket.promotions.length ? (
        <ul className="space-y-1 text-sm" aria-label="Offers applied">
          {basket.promotions.map((p) => (
            <li key={p._id} data-testid="basket-promotion" className="flex justify-between gap-4">
              <span className="font-medium text-ink">{p.name}</span>
              <span className="shrink-0 font-semibold text-green-800">−{money(p.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {basket.hints.length ? (
        <ul className="space-y-1" aria-label="Offers within reach">
          {basket.hints.map((h) => (
            <li
              key={h._id}
              data-testid="basket-hint"
              className="rounded-lg bg-brand-soft px-3 py-2 text-sm font-medium text-navy"
            >
              {h.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
