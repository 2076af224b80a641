"use client";

import {
  createContext,
  use,
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
  type RefObject,
  type FormEvent,
  type ReactNode,
} from "react";
import { SearchIcon } from "@/components/site/icons";
import { matchesQuery } from "./match-dish";

// The dishes are rendered on the server; these client parts only hide the ones that don't match,
// so the cards themselves ship no JavaScript.

export type TDishSearchEntry = {
  id: string;
  categoryId: string;
  /** Name and description, already normalised with normaliseSearchText(). */
  text: string;
};

type TMenuFilter = {
  query: string;
  setQuery: (query: string) => void;
  /** Null while the query is empty: everything shows. */
  matchingIds: ReadonlySet<string> | null;
  /** Categories with at least one matching dish; null while the query is empty. */
  matchingCategoryIds: ReadonlySet<string> | null;
  /** The search input, to take focus back when "Clear the search" disappears. */
  inputRef: RefObject<HTMLInputElement | null>;
};

const MenuFilterContext = createContext<TMenuFilter | null>(null);

function useMenuFilter(): TMenuFilter {
  const filter = use(MenuFilterContext);
  if (!filter) throw new Error("Menu filter parts must sit inside <MenuFilterProvider>.");
  return filter;
}

export function MenuFilterProvider({ entries, children }: { entries: TDishSearchEntry[]; children: ReactNode }) {
  const [query, setQuery] = useState("");
  // Typing stays responsive on slow phones: the list catches up a moment later.
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => {
    if (!deferredQuery.trim()) return { matchingIds: null, matchingCategoryIds: null };
    const found = entries.filter((entry) => matchesQuery(entry.text, deferredQuery));
    return {
      matchingIds: new Set(found.map((entry) => entry.id)),
      matchingCategoryIds: new Set(found.map((entry) => entry.categoryId)),
    };
  }, [entries, deferredQuery]);
  const inputRef = useRef<HTMLInputElement>(null);
  const filter = useMemo(() => ({ query, setQuery, ...matches, inputRef }), [query, matches]);

  return <MenuFilterContext value={filter}>{children}</MenuFilterContext>;
}

function describeMatches(query: string, count: number): string {
  if (count === 0) return `No dishes match “${query.trim()}”`;
  return `${count} ${count === 1 ? "dish matches" : "dishes match"} “${query.trim()}”`;
}

export function MenuSearchBox() {
  const { query, setQuery, matchingIds, inputRef } = useMenuFilter();
  const inputId = useId();

  return (
    <search className="w-full sm:max-w-sm">
      {/* Enter would otherwise reload the page: the list already follows the typing. */}
      <form onSubmit={(event: FormEvent) => event.preventDefault()}>
        <label htmlFor={inputId} className="sr-only">
          Search the menu
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search from menu…"
            autoComplete="off"
            data-testid="restaurant-menu-search"
            className="w-full rounded-full border border-ink-muted/60 bg-white py-3 pr-5 pl-12 text-base text-ink placeholder:text-ink-muted focus:border-navy"
          />
        </div>
      </form>
      <p role="status" data-testid="menu-search-status" className="mt-2 min-h-5 px-2 text-sm text-ink-muted">
        {matchingIds ? describeMatches(query, matchingIds.size) : ""}
      </p>
    </search>
  );
}

/** A dish's list item, hidden while the search does not match it. */
export function FilterableDish({ itemId, children }: { itemId: string; children: ReactNode }) {
  const { matchingIds } = useMenuFilter();
  return <li hidden={matchingIds !== null && !matchingIds.has(itemId)}>{children}</li>;
}

type TFilterableCategoryProps = { categoryId: string; children: ReactNode; className?: string };

/** A category's link in the category list, hidden while none of its dishes matches. */
export function FilterableCategoryLink({ categoryId, children }: TFilterableCategoryProps) {
  const { matchingCategoryIds } = useMenuFilter();
  return <li hidden={matchingCategoryIds !== null && !matchingCategoryIds.has(categoryId)}>{children}</li>;
}

/** A category's section, hidden while none of its dishes matches. */
export function FilterableSection({
  categoryId,
  children,
  className,
  labelledBy,
}: TFilterableCategoryProps & { labelledBy: string }) {
  const { matchingCategoryIds } = useMenuFilter();
  return (
    <section
      hidden={matchingCategoryIds !== null && !matchingCategoryIds.has(categoryId)}
      aria-labelledby={labelledBy}
      className={className}
    >
      {children}
    </section>
  );
}

/** Shown in place of the dishes when the search finds none. */
export function NoDishMatches() {
  const { query, setQuery, matchingIds, inputRef } = useMenuFilter();
  if (!matchingIds || matchingIds.size > 0) return null;
  return (
    <div data-testid="menu-no-match" className="rounded-2xl bg-surface p-6 text-ink">
      <p className="font-semibold">Nothing on our menu has “{query.trim()}” in its name or description.</p>
      <p className="mt-1 text-ink-muted">Try another word, such as a topping or a dish.</p>
      <button
        type="button"
        onClick={() => {
          setQuery("");
          inputRef.current?.focus();
        }}
        className="mt-4 rounded-full border border-navy px-5 py-2.5 font-semibold text-ink hover:bg-surface"
      >
        Clear the search
      </button>
    </div>
  );
}
