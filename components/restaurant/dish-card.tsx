import { AllergenLine, allergenRowHref, DietaryPills, SoldOutBadge } from "@/components/menu-details/badges";
import { SIZE_LABELS, type CategoryItemView } from "@/lib/menu/shared";
import { formatMoney } from "@/lib/platform/money";
import { QuickAddButton } from "./quick-add-button";

type TDishCardProps = {
  item: CategoryItemView;
  currency: string;
  /** Cards in the first screenful load their pictures eagerly; the rest wait until scrolled near. */
  isAboveFold: boolean;
};

export function DishCard({ item, currency, isAboveFold }: TDishCardProps) {
  const headingId = `dish-${item.id}`;

  return (
    // One flat grid, no wrapper elements: the page holds every dish, and each element saved is
    // one less for the browser to lay out and for React to hydrate on a phone.
    <article
      aria-labelledby={headingId}
      data-testid="dish-card"
      className="grid h-full grid-cols-[minmax(0,1fr)_auto] grid-rows-[auto_1fr_auto] gap-x-4 rounded-2xl border border-line bg-white p-4 shadow-sm"
    >
      <h4 id={headingId} className="text-lg leading-snug font-bold text-ink">
        {item.name}
      </h4>
      <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">{item.description}</p>
      {item.image ? (
        <img
          src={item.image}
          alt={item.name}
          width={400}
          height={400}
          loading={isAboveFold ? "eager" : "lazy"}
          decoding="async"
          className="col-start-2 row-span-2 row-start-1 size-24 rounded-xl bg-surface object-cover sm:size-28"
        />
      ) : (
        <span
          aria-hidden="true"
          className="col-start-2 row-span-2 row-start-1 size-24 rounded-xl bg-surface sm:size-28"
        />
      )}
      {/* Over the picture's lower right corner; a sold-out dish cannot be added. */}
      {item.available ? <QuickAddButton itemId={item.id} name={item.name} currency={currency} /> : null}
      <div className="col-span-2 mt-2 space-y-1.5">
        {item.available ? null : <SoldOutBadge />}
        <DietaryPills dietary={item.dietary} spice={item.spice} />
        <AllergenLine allergens={item.allergens} mayContain={item.mayContain} detailsHref={allergenRowHref(item.id)} dishName={item.name} />
      </div>
      {/* Across the whole card, so a size and its price never break apart on a phone. */}
      <ul
        aria-label={`Prices for ${item.name}`}
        className="col-span-2 mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-ink"
      >
        {item.pricing.map((price) => (
          <li key={price.size} className="whitespace-nowrap">
            {SIZE_LABELS[price.size]} {formatMoney(price.pricePence, currency)}
          </li>
        ))}
      </ul>
    </article>
  );
}
