import { SpinnerIcon } from "@/components/ui/icons";
import { AllergenLine, allergenRowHref, DietaryPills, SoldOutBadge } from "@/components/menu-details/badges";
import { type CategoryItemView, type Size, SIZE_LABELS, pictureSources } from "@/lib/menu/shared";
import { formatMoney } from "@/lib/platform/money";

/** The width the picture is laid out at: size-24, sm:size-28. */
const CARD_PICTURE_SIZES = "(min-width: 640px) 112px, 96px";

type TItemCardProps = {
  item: CategoryItemView;
  currency: string;
  /**
   * Prices as the server wrote them, by pence: a card draws its price from here when it can, as
   * a browser's first Intl formatter holds its main thread for tens of milliseconds while the
   * page hydrates (docs/speed-log.md, 2026-11-30). A price not in it (a search's) is formatted.
   */
  priceTexts: Record<number, string>;
  /** Cards in the first screenful load eagerly; the rest wait until scrolled near. */
  isAboveFold: boolean;
  onChooseSize: (item: CategoryItemView, size: Size) => void;
  /** The size whose choices are loading, on this card. */
  pendingSize: Size | null;
};

export function ItemCard({ item, currency, priceTexts, isAboveFold, onChooseSize, pendingSize }: TItemCardProps) {
  const headingId = `item-${item.id}`;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="item-card"
      className="flex w-full flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm"
    >
      <div className="flex gap-4">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg leading-snug font-bold text-ink">
            {item.name}
          </h3>
          <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">{item.description}</p>
          <div className="mt-2 space-y-1.5">
            {item.available ? null : <SoldOutBadge />}
            <DietaryPills dietary={item.dietary} spice={item.spice} />
            <AllergenLine
              allergens={item.allergens}
              mayContain={item.mayContain}
              detailsHref={allergenRowHref(item.id)}
              dishName={item.name}
            />
          </div>
        </div>
        {item.image ? (
          <img
            {...pictureSources(item.image, CARD_PICTURE_SIZES)}
            alt={item.name}
            width={400}
            height={400}
            loading={isAboveFold ? "eager" : "lazy"}
            decoding="async"
            className="size-24 shrink-0 rounded-xl bg-surface object-cover sm:size-28"
          />
        ) : (
          <div aria-hidden="true" className="size-24 shrink-0 rounded-xl bg-surface sm:size-28" />
        )}
      </div>
      <ul aria-label={`Sizes and prices for ${item.name}`} className="mt-auto flex flex-wrap gap-2">
        {item.pricing.map((price) => {
          const isPending = pendingSize === price.size;
          return (
            <li key={price.size}>
              <button
                type="button"
                aria-haspopup="dialog"
                aria-busy={isPending || undefined}
                disabled={!item.available}
                onClick={() => onChooseSize(item, price.size)}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-navy px-3.5 py-2 text-sm text-ink transition-colors hover:border-brand hover:bg-brand disabled:cursor-not-allowed disabled:border-line disabled:bg-surface disabled:text-ink-muted"
              >
                {isPending ? <SpinnerIcon className="size-4" /> : null}
                <span className="font-medium">{SIZE_LABELS[price.size]}</span>{" "}
                <span className="font-bold">
                  {priceTexts[price.pricePence] ?? formatMoney(price.pricePence, currency)}
                </span>
                <span className="sr-only">
                  {" "}
                  ({item.name}
                  {item.available ? "" : ", sold out"})
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
