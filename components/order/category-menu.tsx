"use client";

import Link from "next/link";
import { useState } from "react";
import type { CategoryView } from "@/lib/catalogue/types";
import { ChevronDownIcon, MenuIcon } from "@/components/site/icons";

type TCategoryMenuProps = {
  categories: CategoryView[];
  selectedId: string;
};

export function CategoryMenu({ categories, selectedId }: TCategoryMenuProps) {
  // Collapsed by default on small screens; from md up the list is always shown and the toggle is hidden.
  const [isOpen, setIsOpen] = useState(false);

  return (
    <div className="md:sticky md:top-4">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls="category-menu-list"
        data-testid="category-menu-toggle"
        onClick={() => setIsOpen((open) => !open)}
        className="flex w-full items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3 text-left font-semibold text-ink md:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <MenuIcon className="size-5" />
          Menu categories
        </span>
        <ChevronDownIcon className={`size-5 transition-transform ${isOpen ? "rotate-180" : ""}`} />
      </button>
      <nav
        id="category-menu-list"
        aria-label="Menu categories"
        data-testid="category-menu"
        className={`${isOpen ? "block" : "hidden"} mt-2 rounded-xl border border-line bg-white p-2 md:mt-0 md:block md:border-0 md:p-0`}
      >
        <h2 className="hidden px-3 pb-3 text-xl font-extrabold text-ink md:flex md:items-center md:gap-2">
          <MenuIcon className="size-6" />
          Menu
        </h2>
        <ul className="flex flex-col gap-1">
          {categories.map((category) => {
            const isSelected = category.id === selectedId;
            return (
              <li key={category.id}>
                <Link
                  href={`/order?category=${encodeURIComponent(category.id)}`}
                  scroll={false}
                  aria-current={isSelected ? "page" : undefined}
                  data-testid="category-link"
                  onClick={() => setIsOpen(false)}
                  className={`block rounded-lg px-3 py-2.5 text-base transition-colors ${
                    isSelected ? "bg-navy font-semibold text-white" : "text-ink hover:bg-surface"
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
