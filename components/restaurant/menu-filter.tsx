"use client";

import {
  createContext,
  use,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type RefObject,
  type FormEvent,
  type ReactNode,
} from "react";
import { SearchIcon } from "@/components/site/icons";
import { matchesQuery, normaliseSearchText } from "./match-dish";

// The dishes are server markup the browser never hydrates (decision 042): the search reads each
// card's name and description from the page and hides the cards, and the categories, that do not
// match by their data attributes. Only the search box, the category links and the "no match" note
// are React's.

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

type TMatches = Pick<TMenuFilter, "matchingIds" | "matchingCategoryIds">;
const NO_SEARCH: TMatches = { matchingIds: null, matchingCategoryIds: null };

type TDishEntry = { id: string; categoryId: string; text: string; card: HTMLElement };

/** Every card under the menu, with its searchable words, read from the page. */
function readDishEntries(root: HTMLElement): TDishEntry[] {
  return [...root.querySelectorAll<HTMLElement>("[data-dish]")].map((card) => ({
    id: card.dataset.dish ?? "",
    categoryId: card.closest<HTMLElement>("[data-category]")?.dataset.category ?? "",
    text: normaliseSearchText(
      `${card.querySelector("h4")?.textContent ?? ""} ${card.querySelector(".dish-desc")?.textContent ?? ""}`,
    ),
    card,
  }));
}

export function MenuFilterProvider({ rootId, children }: { rootId: string; children: ReactNode }) {
  const [query, setQuery] = useState("");
  // Typing stays responsive on slow phones: the list catches up a moment later.
  const deferredQuery = useDeferredValue(query);
  const [matches, setMatches] = useState<TMatches>(NO_SEARCH);

  useEffect(() => {
    const root = document.getElementById(rootId);
    if (!root) return;
    const isSearching = deferredQuery.trim() !== "";
    // On load nothing is searched and nothing hidden: the cards are not even read.
    if (!isSearching && !root.querySelector("[data-dish][hidden]")) return;
    const entries = readDishEntries(root);
    const found = isSearching ? entries.filter((entry) => matchesQuery(entry.text, deferredQuery)) : null;
    const matchingIds = found ? new Set(found.map((entry) => entry.id)) : null;
    const matchingCategoryIds = found ? new Set(found.map((entry) => entry.categoryId)) : null;
    for (const entry of entries) entry.card.hidden = matchingIds !== null && !matchingIds.has(entry.id);
    for (const section of root.querySelectorAll<HTMLElement>("section[data-category]")) {
      section.hidden = matchingCategoryIds !== null && !matchingCategoryIds.has(section.dataset.category ?? "");
    }
    // The page's cards are not React's, so what matched is only known here, after reading them.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cards live outside React
    setMatches(found ? { matchingIds, matchingCategoryIds } : NO_SEARCH);
  }, [rootId, deferredQuery]);

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

type TFilterableCategoryProps = { categoryId: string; children: ReactNode };

/** A category's link in the category list, hidden while none of its dishes matches. */
export function FilterableCategoryLink({ categoryId, children }: TFilterableCategoryProps) {
  const { matchingCategoryIds } = useMenuFilter();
  return <li hidden={matchingCategoryIds !== null && !matchingCategoryIds.has(categoryId)}>{children}</li>;
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
