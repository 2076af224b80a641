import { Suspense } from "react";
import type { CategoryWithItemsView } from "@/lib/menu/shared";
import { DishCard } from "./dish-card";
import { normaliseSearchText } from "./match-dish";
import {
  FilterableCategoryLink,
  FilterableDish,
  FilterableSection,
  MenuFilterProvider,
  MenuSearchBox,
  NoDishMatches,
  type TDishSearchEntry,
} from "./menu-filter";

type TMenuBrowserProps = {
  categories: readonly CategoryWithItemsView[];
  currency: string;
};

const EAGER_IMAGE_COUNT = 2;

/** Anchor of a category's heading, the target of its link in the category list. */
function toCategoryAnchor(categoryId: string): string {
  return `category-${categoryId}`;
}

/** The restaurant page's menu: search, category list and the dishes grouped by category. */
export function MenuBrowser({ categories, currency }: TMenuBrowserProps) {
  const groups = categories.filter((category) => category.items.length > 0);
  const entries: TDishSearchEntry[] = groups.flatMap((category) =>
    category.items.map((item) => ({
      id: item.id,
      categoryId: category.id,
      text: normaliseSearchText(`${item.name} ${item.description}`),
    })),
  );

  if (groups.length === 0) {
    return (
      <p className="rounded-2xl bg-surface p-6 text-ink-muted">
        Our menu is being updated. Please check back in a few minutes.
      </p>
    );
  }

  return (
    <MenuFilterProvider entries={entries}>
      <div id="menu" className="scroll-mt-4 space-y-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <h2 className="text-2xl font-extrabold text-ink sm:text-3xl">Our menu</h2>
          <MenuSearchBox />
        </div>

        <nav
          aria-label="Menu categories"
          className="sticky top-0 z-10 -mx-4 overflow-x-auto bg-brand px-4 py-2 sm:mx-0 sm:rounded-2xl"
        >
          <ul className="flex gap-1 whitespace-nowrap">
            {groups.map((category) => (
              <FilterableCategoryLink key={category.id} categoryId={category.id}>
                <a
                  href={`#${toCategoryAnchor(category.id)}`}
                  data-testid="restaurant-category-link"
                  className="block rounded-full px-4 py-2 font-semibold text-navy hover:bg-navy hover:text-white"
                >
                  {category.name}
                </a>
              </FilterableCategoryLink>
            ))}
          </ul>
        </nav>

        <NoDishMatches />

        {groups.map((category, groupIndex) => {
          const headingId = toCategoryAnchor(category.id);
          // Each category is its own Suspense boundary, though nothing in it suspends: React then
          // hydrates them one by one in small tasks instead of the whole menu in one long task.
          return (
            <Suspense key={category.id}>
              <FilterableSection categoryId={category.id} labelledBy={headingId} className="space-y-4">
                {/* Clear of the sticky category bar when a link jumps here. */}
                <h3
                  id={headingId}
                  data-testid="restaurant-category-heading"
                  className="scroll-mt-20 text-2xl font-extrabold text-ink"
                >
                  {category.name}
                </h3>
                <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                  {category.items.map((item, itemIndex) => (
                    <FilterableDish key={item.id} itemId={item.id}>
                      <DishCard
                        item={item}
                        currency={currency}
                        isAboveFold={groupIndex === 0 && itemIndex < EAGER_IMAGE_COUNT}
                      />
                    </FilterableDish>
                  ))}
                </ul>
              </FilterableSection>
            </Suspense>
          );
        })}
      </div>
    </MenuFilterProvider>
  );
}
