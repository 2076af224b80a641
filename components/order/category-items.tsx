"use client";

import { useState, type ReactNode } from "react";
import { SortIcon } from "@/components/site/icons";
import type { CategoryItemView, CategoryView } from "@/lib/menu/shared";
import { filterItems, nextPriceOrder, sortItemsByPrice, type TPriceOrder } from "./filter-items";
import { ItemCard } from "./item-card";
import { useMenuQuery } from "./menu-query";
import { useAddToBasket } from "./use-add-to-basket";

type TCategoryItemsProps = {
  category: CategoryView;
  items: CategoryItemView[];
  currency: string;
  /** The first screen's prices as the server wrote them ("£12.49" by pence), see ItemCard. */
  priceTexts: Record<number, string>;
  /** What to say when there is no item (the dietary filter left none): the server's words and links. */
  empty?: ReactNode;
};

const EAGER_IMAGE_COUNT = 4;

const ORDER_LABELS: Record<TPriceOrder, string> = {
  menu: "",
  ascending: "lowest first",
  descending: "highest first",
};

export function CategoryItems({ category, items, currency, priceTexts, empty }: TCategoryItemsProps) {
  const { query, setQuery, menu } = useMenuQuery();
  const [priceOrder, setPriceOrder] = useState<TPriceOrder>("menu");
  const { chooseSize, pending, elements } = useAddToBasket(currency, category.id);
  const trimmedQuery = query.trim();
  // A search looks through the whole menu (the open category's dishes until it has come); without
  // one, the open category is shown.
  const groups =
    trimmedQuery && menu
      ? menu
          .map((c) => ({
            category: c as CategoryView,
            items: sortItemsByPrice(filterItems(c.items, trimmedQuery), priceOrder),
          }))
          .filter((g) => g.items.length > 0)
      : [{ category, items: sortItemsByPrice(filterItems(items, trimmedQuery), priceOrder) }];
  const shown = groups.flatMap((g) => g.items);
  const isGrouped = !!(trimmedQuery && menu);

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
          aria-pressed={priceOrder !== "menu"}
          onClick={() => setPriceOrder(nextPriceOrder)}
          data-testid="sort-by-pricing"
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-navy px-4 py-2 text-sm font-semibold text-ink hover:bg-surface aria-pressed:bg-navy aria-pressed:text-white"
        >
          <SortIcon className="size-4" />
          Sort by Pricing
          {priceOrder !== "menu" ? <span className="font-normal">({ORDER_LABELS[priceOrder]})</span> : null}
        </button>
      </div>

      <div id="menu-results" tabIndex={-1} className="focus:outline-none">
        <p role="status" className="sr-only">
          {trimmedQuery
            ? `${shown.length} ${shown.length === 1 ? "dish matches" : "dishes match"} “${trimmedQuery}”`
            : ""}
        </p>
        {items.length === 0 ? (
          <div className="mt-6 rounded-2xl bg-surface p-6 text-ink-muted" data-testid="menu-empty">
            {empty ?? `Nothing in ${category.name} right now. Please pick another category.`}
          </div>
        ) : shown.length === 0 ? (
          <div className="mt-6 rounded-2xl bg-surface p-6 text-ink" data-testid="menu-no-match">
            <p className="font-semibold">No dishes match “{trimmedQuery}”</p>
            <p className="mt-1 text-ink-muted">Try another word.</p>
            <button
              type="button"
              onClick={() => {
                setQuery("");
                document.getElementById("menu-search")?.focus();
              }}
              className="mt-4 min-h-11 rounded-full border border-navy px-5 font-semibold text-navy hover:bg-white"
            >
              Clear search
            </button>
          </div>
        ) : (
          groups.map((group) => (
            <div key={group.category.id} data-testid="menu-results-group">
              {isGrouped ? (
                <h3 className="mt-6 text-xl font-extrabold text-ink" data-testid="menu-results-category">
                  {group.category.name}
                </h3>
              ) : null}
              <ul className={`grid gap-4 ${isGrouped ? "mt-3" : "mt-6"}`}>
                {group.items.map((item) => (
                  <li key={item.id} className="flex">
                    <ItemCard
                      item={item}
                      currency={currency}
                      priceTexts={priceTexts}
                      isAboveFold={shown.indexOf(item) < EAGER_IMAGE_COUNT}
                      onChooseSize={chooseSize}
                      pendingSize={pending?.itemId === item.id ? pending.size : null}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </div>
      {elements}
    </section>
  );
}
