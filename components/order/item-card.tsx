import type { CategoryItemView } from "@/lib/catalogue/types";
import { formatMoney } from "@/lib/money";
import { SIZE_LABELS } from "./size-labels";

type TItemCardProps = {
  item: CategoryItemView;
  currency: string;
  /** Cards in the first screenful load eagerly; the rest wait until scrolled near. */
  isAboveFold: boolean;
};

export function ItemCard({ item, currency, isAboveFold }: TItemCardProps) {
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
        </div>
        {item.image ? (
          <img
            src={item.image}
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
        {item.pricing.map((price) => (
          <li key={price.size}>
            <button
              type="button"
              className="inline-flex items-center gap-1.5 rounded-full border border-navy px-3.5 py-2 text-sm text-ink transition-colors hover:bg-brand hover:border-brand"
            >
              <span className="font-medium">{SIZE_LABELS[price.size]}</span>{" "}
              <span className="font-bold">{formatMoney(price.pricePence, currency)}</span>
              <span className="sr-only"> ({item.name})</span>
            </button>
          </li>
        ))}
      </ul>
    </article>
  );
}
