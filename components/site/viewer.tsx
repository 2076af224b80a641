"use client";

import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { BasketScope } from "@/components/basket/basket-provider";
import { callApi } from "@/lib/api/client";
import { onRestoredFromCache } from "@/components/ui/back-forward-cache";
import { inOwnTask } from "@/components/ui/own-task";
import { getViewer } from "@/lib/api/store/account/routes";
import type { THeaderUser } from "./nav-items";

// Who is browsing, learnt in the browser: the storefront's pages are served to everyone from
// one shared cache (decision 021), so the server cannot put the customer's name in them.

export type TViewer =
  | { status: "loading"; user: null; customerId: undefined }
  | { status: "ready"; user: THeaderUser | null; customerId: string | null };

type TViewerContext = TViewer & {
  /** Asks again; signing in and out await it, so the next page already knows. */
  refresh: () => Promise<void>;
};

const LOADING: TViewer = { status: "loading", user: null, customerId: undefined };

const ViewerContext = createContext<TViewerContext>({ ...LOADING, refresh: async () => undefined });

export function ViewerProvider({ children }: { children: ReactNode }) {
  const [viewer, setViewer] = useState<TViewer>(LOADING);
  // Only the latest question's answer counts.
  const sequenceRef = useRef(0);
  const pathname = usePathname();

  const refresh = useCallback(async () => {
    const sequence = ++sequenceRef.current;
    const answer = await callApi(getViewer, { init: { cache: "no-store" } });
    if (sequence !== sequenceRef.current) return;
    const customer = answer.body.success ? (answer.body.data?.customer ?? null) : null;
    setViewer((previous) =>
      previous.status === "ready" &&
      previous.customerId === (customer?._id ?? null) &&
      previous.user?.image === customer?.image &&
      previous.user?.username === customer?.username
        ? previous
        : {
            status: "ready",
            user: customer ? { username: customer.username, image: customer.image } : null,
            customerId: customer?._id ?? null,
          },
    );
  }, []);

  // Asked again on every page change too: a session can end or start in another tab.
  useEffect(() => inOwnTask(() => void refresh()), [pathname, refresh]);

  // And when Back brings the page out of the browser's back/forward cache as it was left: the
  // customer may have signed in or out meanwhile (the basket and the shop status catch up too).
  useEffect(() => onRestoredFromCache(() => void refresh()), [refresh]);

  const value = useMemo(() => ({ ...viewer, refresh }), [viewer, refresh]);

  return (
    <ViewerContext.Provider value={value}>
      {/* The basket loads once the owner is known, and again when it changes (signing in merges). */}
      <BasketScope ownerKey={viewer.customerId}>{children}</BasketScope>
    </ViewerContext.Provider>
  );
}

export function useViewer(): TViewerContext {
  return useContext(ViewerContext);
}
