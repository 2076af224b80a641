"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { CategoryWithItemsView } from "@/lib/menu/shared";

// The search box sits above the offers banner and the cards far below it: they share the text
// here, and the whole menu the search looks through once it has come (load-menu.ts).

type TMenuQuery = {
  query: string;
  setQuery: (query: string) => void;
  /** The whole menu, grouped by category; null until it has come. */
  menu: CategoryWithItemsView[] | null;
  /** Asks for the whole menu (once; again after a failed fetch). */
  requestMenu: () => void;
};

const MenuQueryContext = createContext<TMenuQuery | null>(null);

/**
 * `initialQuery` comes from ?q=, so a search sent without JavaScript still filters; the server
 * then sends the whole menu with the page (`initialMenu`), as the search shows it at once.
 */
export function MenuQueryProvider({
  initialQuery,
  initialMenu,
  children,
}: {
  initialQuery: string;
  initialMenu?: CategoryWithItemsView[];
  children: ReactNode;
}) {
  const [query, setQuery] = useState(initialQuery);
  const [menu, setMenu] = useState<CategoryWithItemsView[] | null>(initialMenu ?? null);
  const requestMenu = useCallback(() => {
    if (menu) return;
    // Its code too is fetched on first use: the page's first scripts stay within issue 26's 130 KB.
    void import("./load-menu")
      .then(({ loadMenu }) => loadMenu())
      .then(
        (loaded) => {
          if (loaded) setMenu(loaded);
        },
        () => undefined,
      );
  }, [menu]);
  const value = useMemo(() => ({ query, setQuery, menu, requestMenu }), [query, menu, requestMenu]);
  return <MenuQueryContext.Provider value={value}>{children}</MenuQueryContext.Provider>;
}

export function useMenuQuery(): TMenuQuery {
  const context = useContext(MenuQueryContext);
  if (!context) throw new Error("useMenuQuery() needs a <MenuQueryProvider> around it.");
  return context;
}
