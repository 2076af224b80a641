import { IntentLink } from "@/components/ui/intent-link";
import type { CategoryView } from "@/lib/menu/shared";
import { POPULAR_CATEGORIES, categoryPicturePath } from "@/lib/shop";
import { SectionHeading } from "./section-heading";

type TPopularCategoriesProps = { categories: readonly CategoryView[] };

/** Matches the six promoted categories to the live menu by name; one renamed or removed is left out. */
function findPopularCategories(categories: readonly CategoryView[]) {
  return POPULAR_CATEGORIES.flatMap((popular) => {
    const category = categories.find((c) => c.name.toLowerCase() === popular.name.toLowerCase());
    return category ? [{ ...popular, id: category.id, name: category.name }] : [];
  });
}

export function PopularCategories({ categories }: TPopularCategoriesProps) {
  const tiles = findPopularCategories(categories);
  if (tiles.length === 0) return null;

  return (
    <section aria-labelledby="categories-heading" className="space-y-5">
      <SectionHeading id="categories-heading">Popular categories</SectionHeading>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <IntentLink
              href={`/order?category=${encodeURIComponent(tile.id)}#menu`}
              data-testid="category-tile"
              data-category-id={tile.id}
              className="group block overflow-hidden rounded-2xl border border-line bg-surface shadow-sm hover:border-navy"
            >
              <img
                src={categoryPicturePath(tile.artSlug)}
                alt=""
                width={400}
                height={400}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full object-cover"
              />
              <span className="block px-4 py-3">
                <span className="block font-bold text-ink">{tile.name}</span>
                <span className="block text-sm text-ink-muted">{tile.restaurantCount} Restaurants</span>
              </span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
