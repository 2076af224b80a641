"use client";

import { useLinkStatus } from "next/link";
import { IntentLink } from "@/components/ui/intent-link";
import { useEffect, useRef } from "react";
import type { CategoryView } from "@/lib/menu/shared";
import { MenuIcon } from "@/components/site/icons";
import { focusAfterRedraw, restoreFocusAfterRedraw } from "@/components/ui/focus";

/** Below Tailwind's md breakpoint, where the categories are a row of tabs. */
const PHONE_QUERY = "(width < 48rem)";

type TCategoryMenuProps = {
  categories: CategoryView[];
  selectedId: string;
  /** Kept on every category link: the dietary filter (`diet=…&free=…`), or "". */
  keepQuery?: string;
};

/**
 * The categories: below md a row of tabs that sticks to the top of the screen while the dishes
 * scroll under it (globals.css keeps anything the page scrolls to clear of it); from md up a
 * list beside the dishes. It reads the current category from `selectedId` alone, so it follows
 * whether the page reloads or the choice changes in the browser.
 */
/**
 * Set by a tap on another tab while the bar is stuck, for the effect that shows the new list from
 * its start. Kept outside the component: each category is its own cached page (decision 021), so
 * the menu of the next category is a new instance of this component.
 */
const REVEAL_PENDING_KEY = "order:reveal-menu-start";

export function CategoryMenu({ categories, selectedId, keepQuery = "" }: TCategoryMenuProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current) revealTabInRow(list, current);
    restoreFocusAfterRedraw();
    if (sessionStorage.getItem(REVEAL_PENDING_KEY)) {
      sessionStorage.removeItem(REVEAL_PENDING_KEY);
      if (barRef.current) revealMenuStart(barRef.current);
    }
  }, [selectedId]);

  function onTabClick(categoryId: string, href: string) {
    // The chosen link goes with the old page: its successor is the new page's current tab. Without
    // scrolling, as the phone's bar is placed below.
    if (categoryId !== selectedId) {
      focusAfterRedraw(`#category-menu-list a[aria-current="page"][href="${CSS.escape(href)}"]`, {
        preventScroll: true,
      });
    }
    const bar = barRef.current;
    if (!bar || !isStuck(bar)) return;
    // Deep in a long list, the next category's dishes would otherwise start somewhere above the screen.
    if (categoryId === selectedId) revealMenuStart(bar);
    else sessionStorage.setItem(REVEAL_PENDING_KEY, "1");
  }

  return (
    <div
      ref={barRef}
      data-sticky-category-tabs
      className="category-tabs-bar sticky top-0 z-20 min-w-0 bg-white md:top-4 md:z-auto md:bg-transparent"
    >
      <nav id="category-menu-list" aria-label="Menu categories" data-testid="category-menu">
        <h2 className="hidden px-3 pb-3 text-xl font-extrabold text-ink md:flex md:items-center md:gap-2">
          <MenuIcon className="size-6" />
          Menu
        </h2>
        {/* The row scrolls inside itself, out to the screen's edges over the page's 1rem padding (never
            further, or the page would scroll sideways); its padding leaves room for the focus ring. */}
        <ul
          ref={listRef}
          className="-mx-4 flex scroll-px-4 gap-2 overflow-x-auto overscroll-x-contain px-4 py-1.5 [scrollbar-width:none] md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:p-0"
        >
          {categories.map((category) => {
            const isSelected = category.id === selectedId;
            const href = `/order?category=${encodeURIComponent(category.id)}${keepQuery ? `&${keepQuery}` : ""}`;
            return (
              <li key={category.id} className="shrink-0">
                <IntentLink
                  href={href}
                  scroll={false}
                  // Each category is a whole cached page (decision 021): fetched when tapped, not
                  // all of them whenever the tabs are on screen.
                  prefetch={false}
                  aria-current={isSelected ? "page" : undefined}
                  data-testid="category-link"
                  onClick={() => onTabClick(category.id, href)}
                  className={`flex min-h-11 items-center rounded-full px-4 text-base whitespace-nowrap transition-colors md:block md:min-h-0 md:rounded-lg md:px-3 md:py-2.5 md:whitespace-normal ${
                    isSelected
                      ? "bg-navy font-semibold text-white"
                      : "bg-surface text-ink hover:bg-line md:bg-transparent md:hover:bg-surface"
                  }`}
                >
                  <TabLabel name={category.name} />
                </IntentLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

/** The tab's name, dimmed while its category loads, so that a tap shows at once. */
function TabLabel({ name }: { name: string }) {
  const { pending } = useLinkStatus();
  return <span className={pending ? "motion-safe:animate-pulse motion-reduce:opacity-70" : undefined}>{name}</span>;
}

/** Scrolls the row (never the page) so that the current tab is in full view, centred when it had to move. */
function revealTabInRow(list: HTMLElement, tab: HTMLElement) {
  if (list.scrollWidth <= list.clientWidth) return;
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left >= listBox.left && tabBox.right <= listBox.right) return;
  const tabStart = tabBox.left - listBox.left + list.scrollLeft;
  list.scrollLeft = tabStart - (list.clientWidth - tabBox.width) / 2;
}

/**
 * The phone's bar is stuck when the page has scrolled past the top of the block it leads (the
 * menu). The desktop sidebar is left to behave as it always has.
 */
function isStuck(bar: HTMLElement): boolean {
  const block = bar.parentElement;
  return window.matchMedia(PHONE_QUERY).matches && block !== null && block.getBoundingClientRect().top < 0;
}

/** Scrolls the page back to where the bar starts to stick, so the dishes start right under it. */
function revealMenuStart(bar: HTMLElement) {
  const block = bar.parentElement;
  if (!block) return;
  const top = block.getBoundingClientRect().top;
  if (top < 0) window.scrollTo({ top: window.scrollY + top, behavior: "instant" });
}
