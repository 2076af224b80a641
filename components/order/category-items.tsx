import type { CategoryItemView, CategoryView } from "@/lib/catalogue/types";
import { SortIcon } from "@/components/site/icons";
import { ItemCard } from "./item-card";

type TCategoryItemsProps = {
  category: CategoryView;
  items: CategoryItemView[];
  currency: string;
};

const EAGER_IMAGE_COUNT = 4;

export function CategoryItems({ category, items, currency }: TCategoryItemsProps) {
  return (
    <section aria-labelledby="selected-category-name" className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="selected-category-name"
          data-testid="selected-category-name"
          className="text-2xl font-extrabold text-ink sm:text-3xl"
        >
          {category.name}
        </h2>
        <button
          type="button"
          className="inline-flex items-center gap-2 rounded-full border border-navy px-4 py-2 text-sm font-semibold text-ink hover:bg-surface"
        >
          <SortIcon className="size-4" />
          Sort by Pricing
        </button>
      </div>
      {items.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-surface p-6 text-ink-muted">
          Nothing in {category.name} right now. Please pick another category.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {items.map((item, index) => (
            <li key={item.id} className="flex">
              <ItemCard item={item} currency={currency} isAboveFold={index < EAGER_IMAGE_COUNT} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
