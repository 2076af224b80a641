"use client";

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

// The search box sits above the offers banner and the cards far below it: they share the text here.

type TMenuQuery = { query: string; setQuery: (query: string) => void };

const MenuQueryContext = createContext<TMenuQuery | null>(null);

/** `initialQuery` comes from ?q=, so a search sent without JavaScript still filters. */
export function MenuQueryProvider({ initialQuery, children }: { initialQuery: string; children: ReactNode }) {
  const [query, setQuery] = useState(initialQuery);
  const value = useMemo(() => ({ query, setQuery }), [query]);
  return <MenuQueryContext.Provider value={value}>{children}</MenuQueryContext.Provider>;
}

export function useMenuQuery(): TMenuQuery {
  const context = useContext(MenuQueryContext);
  if (!context) throw new Error("useMenuQuery() needs a <MenuQueryProvider> around it.");
  return context;
}
