"use client";

import { SearchIcon } from "@/components/site/icons";
import { useMenuQuery } from "./menu-query";

type TMenuSearchProps = { categoryId?: string };

/**
 * Filters the menu's cards as you type, the whole menu once it has come (asked for when the box is
 * first focused). Without JavaScript, or before the menu has come, the form still works: it loads
 * the page with ?q=, which the server searches.
 */
export function MenuSearch({ categoryId }: TMenuSearchProps) {
  const { query, setQuery, menu, requestMenu } = useMenuQuery();

  return (
    <form
      role="search"
      action="/order"
      method="get"
      className="w-full sm:max-w-sm"
      onSubmit={(event) => {
        if (!menu) return;
        // The list has already been filtered: take the reader to it instead of reloading.
        event.preventDefault();
        document.getElementById("menu-results")?.focus();
      }}
    >
      <label htmlFor="menu-search" className="sr-only">
        Search the menu
      </label>
      {categoryId ? <input type="hidden" name="category" value={categoryId} /> : null}
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          id="menu-search"
          name="q"
          type="search"
          value={query}
          onFocus={requestMenu}
          onChange={(event) => {
            setQuery(event.target.value);
            requestMenu();
          }}
          placeholder="Search from menu…"
          autoComplete="off"
          aria-controls="menu-results"
          className="w-full rounded-full border border-ink-muted/60 bg-white py-3 pr-5 pl-12 text-base text-ink placeholder:text-ink-muted focus:border-navy"
        />
      </div>
    </form>
  );
}
