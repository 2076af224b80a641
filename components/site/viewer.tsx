"use client";

import { usePathname } from "next/navigation";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { BasketScope } from "@/components/basket/basket-provider";
import { callApi } from "@/lib/api/client";
import { getViewer } from "@/lib/api/store/account/contract";
import type { THeaderUser } from "./nav-items";

// Who is browsing, learnt in the browser: the storefront's pages are served to everyone from
// one shared cache (decision 021), so the server cannot put the customer's name in them.

export type TViewer =
  | { status: "loading"; user: null; customerId: undefined }
  | { status: "ready"; user: THeaderUser | null; customerId: string | null };

const LOADING: TViewer = { status: "loading", user: null, customerId: undefined };

const ViewerContext = createContext<TViewer>(LOADING);

export function ViewerProvider({ children }: { children: ReactNode }) {
  const [viewer, setViewer] = useState<TViewer>(LOADING);
  // Asked again on every page change: signing in or out happens on other pages.
  const pathname = usePathname();

  useEffect(() => {
    let isCurrent = true;
    void callApi(getViewer, { init: { cache: "no-store" } }).then((answer) => {
      if (!isCurrent) return;
      const customer = answer.body.success ? (answer.body.data?.customer ?? null) : null;
      setViewer({
        status: "ready",
        user: customer ? { username: customer.username, image: customer.image } : null,
        customerId: customer?._id ?? null,
      });
    });
    return () => {
      isCurrent = false;
    };
  }, [pathname]);

  return (
    <ViewerContext.Provider value={viewer}>
      {/* The basket loads once the owner is known, and again when it changes (signing in merges). */}
      <BasketScope ownerKey={viewer.customerId}>{children}</BasketScope>
    </ViewerContext.Provider>
  );
}

export function useViewer(): TViewer {
  return useContext(ViewerContext);
}
