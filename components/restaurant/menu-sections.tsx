"use client";

import { useState, useSyncExternalStore } from "react";
import { DishCard, toCategoryAnchor } from "./dish-card";
import { readDish, toDishCardView, type TDishGroupData } from "./dish-card-view";

const EAGER_IMAGE_COUNT = 2;

type TMenuSectionsProps = { id: string; groups: readonly TDishGroupData[]; currency: string };
const noSubscription = () => () => {};

/**
 * The dishes grouped by category, as markup the browser keeps rather than hydrates (decision 042).
 * On a page load React adopts the server's HTML as it is, so the 63 cards cost no hydration and
 * travel once: as HTML, and as the compact `groups` the page hands over for the other case, a
 * client-side navigation, where they are drawn here from those groups (which also give the menu's
 * JSON-LD, components/seo/menu-json-ld.tsx).
 */
export function MenuSections({ id, groups, currency }: TMenuSectionsProps) {
  // True on the server and while hydrating the page's own HTML; false on a client-side render.
  const isHydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [serverHtml] = useState(() =>
    isHydrating && typeof document !== "undefined" ? (document.getElementById(id)?.innerHTML ?? null) : null,
  );
  if (serverHtml !== null)
    return <div id={id} className="space-y-6" dangerouslySetInnerHTML={{ __html: serverHtml }} />;

  return (
    <div id={id} className="space-y-6">
      {groups.map((group, groupIndex) => {
        const headingId = toCategoryAnchor(group.id);
        return (
          // The section is the grid and the articles sit straight in it: no list or wrapper around
          // them, two elements fewer per category and one per dish.
          <section
            key={group.id}
            data-category={group.id}
            aria-labelledby={headingId}
            className="menu-section grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          >
            {/* Clear of the sticky category bar when a link jumps here. */}
            <h3
              id={headingId}
              data-testid="restaurant-category-heading"
              className="col-span-full scroll-mt-20 text-2xl font-extrabold text-ink"
            >
              {group.name}
            </h3>
            {group.dishes.map((dish, dishIndex) => (
              <DishCard
                key={dish[0]}
                dish={toDishCardView(readDish(dish), currency)}
                isAboveFold={groupIndex === 0 && dishIndex < EAGER_IMAGE_COUNT}
              />
            ))}
          </section>
        );
      })}
    </div>
  );
}
