"use client";

import { usePathname } from "next/navigation";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

type TAdminSearch = { query: string; setQuery: (query: string) => void };

const AdminSearchContext = createContext<TAdminSearch>({ query: "", setQuery: () => {} });

/**
 * The top bar's search text, for the lists that filter by it. It belongs to the page it was
 * typed on: another page starts with an empty search.
 */
export function AdminSearchProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [typed, setTyped] = useState({ pathname, query: "" });
  const value = useMemo<TAdminSearch>(
    () => ({
      query: typed.pathname === pathname ? typed.query : "",
      setQuery: (query) => setTyped({ pathname, query }),
    }),
    [typed, pathname],
  );
  return <AdminSearchContext.Provider value={value}>{children}</AdminSearchContext.Provider>;
}

export function useAdminSearch(): TAdminSearch {
  return useContext(AdminSearchContext);
}

/** Whether any of the texts contains the search words (all of them, in any order, any case). */
export function matchesSearch(query: string, ...texts: (string | null | undefined)[]): boolean {
  const words = query.toLocaleLowerCase("en-GB").split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.filter(Boolean).join(" ").toLocaleLowerCase("en-GB");
  return words.every((word) => haystack.includes(word));
}
