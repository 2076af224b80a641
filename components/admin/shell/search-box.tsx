"use client";

import { SearchIcon } from "../icons";
import { useAdminSearch } from "./search-context";

/** Filters the list on the current page (customers, orders, menu lists) as the admin types. */
export function SearchBox() {
  const { query, setQuery } = useAdminSearch();
  return (
    <form role="search" className="relative w-full" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="admin-search" className="sr-only">
        Search the list on this page
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted" />
      <input
        id="admin-search"
        type="search"
        placeholder="Search here"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="block w-full rounded-xl border border-ink-muted/50 bg-surface py-2.5 pr-3 pl-10 text-base text-ink placeholder:text-ink-muted hover:border-navy focus-visible:border-navy"
      />
    </form>
  );
}
