"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import type { CategoryView } from "@/lib/catalogue/types";
import { MenuIcon } from "@/components/site/icons";

type TCategoryMenuProps = {
  categories: CategoryView[];
  selectedId: string;
};

/**
 * The categories: on a phone a row of tabs that sticks to the top while the menu scrolls (the
 * current one highlighted and scrolled into view); from md up a list beside the dishes.
 */
export function CategoryMenu({ categories, selectedId }: TCategoryMenuProps) {
  const listRef = useRef<HTMLUListElement>(null);

  // The current tab in view in the row, without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [selectedId]);

  return (
    <div className="sticky top-0 z-20 -mx-4 border-b border-line bg-white/95 px-4 py-2 backdrop-blur md:top-4 md:mx-0 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none">
      <nav id="category-menu-list" aria-label="Menu categories" data-testid="category-menu">
        <h2 className="hidden px-3 pb-3 text-xl font-extrabold text-ink md:flex md:items-center md:gap-2">
          <MenuIcon className="size-6" />
          Menu
        </h2>
        <ul ref={listRef} className="flex gap-2 overflow-x-auto [scrollbar-width:none] md:flex-col md:gap-1 md:overflow-visible">
          {categories.map((category) => {
            const isSelected = category.id === selectedId;
            return (
              <li key={category.id} className="shrink-0">
                <Link
                  href={`/order?category=${encodeURIComponent(category.id)}`}
                  scroll={false}
                  aria-current={isSelected ? "page" : undefined}
                  data-testid="category-link"
                  className={`block rounded-full px-4 py-2.5 text-base whitespace-nowrap transition-colors md:rounded-lg md:px-3 md:whitespace-normal ${
                    isSelected ? "bg-navy font-semibold text-white" : "bg-surface text-ink hover:bg-line md:bg-transparent md:hover:bg-surface"
                  }`}
                >
                  {category.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
