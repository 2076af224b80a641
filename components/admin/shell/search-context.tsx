"use client";

import { usePathname } from "next/navigation";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

// The rule is the server's too (the orders board's search, decision 115): one copy, in lib.
export { matchesSearch } from "@/lib/platform/search-words";

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
