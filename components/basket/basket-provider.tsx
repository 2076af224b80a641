"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { apiFetch, fieldErrorsOf, type TApiResult } from "@/lib/client/api";
import type { TAddToBasketInput, TBasket, TBasketActionResult } from "./types";

// The basket on the browser side. It never works out a price: every action calls the API and
// the state becomes the basket that answer carries.

type TBasketState =
  | { status: "loading"; basket: null }
  | { status: "ready"; basket: TBasket }
  | { status: "failed"; basket: TBasket | null; message: string };

export type TBasketContext = {
  /** The last basket the server sent; null until the first answer. */
  basket: TBasket | null;
  status: TBasketState["status"];
  /** Why the last load failed, when it did. */
  loadError: string | null;
  refresh: () => Promise<void>;
  add: (input: TAddToBasketInput) => Promise<TBasketActionResult>;
  remove: (lineId: string) => Promise<TBasketActionResult>;
  setInstruction: (lineId: string, detailinfo: string) => Promise<TBasketActionResult>;
  applyPromo: (code: string | null) => Promise<TBasketActionResult>;
};

const BasketContext = createContext<TBasketContext | null>(null);

const FIELDS = ["qty", "total", "subcategoryId", "categoryItemId", "size", "detailinfo", "code"] as const;

function isBasket(value: unknown): value is TBasket {
  return typeof value === "object" && value !== null && Array.isArray((value as TBasket).Iteam);
}

function toResult(result: TApiResult<TBasket & { lineId?: string }>): TBasketActionResult {
  const { status, body } = result;
  if (body.success && isBasket(body.data)) {
    const { lineId, ...basket } = body.data;
    return { ok: true, basket, message: body.message, lineId };
  }
  return { ok: false, status, message: body.message, fieldErrors: fieldErrorsOf(body, FIELDS) };
}

type TBasketProviderProps = {
  children: ReactNode;
  /**
   * Who the basket belongs to (the customer's id, or null for a visitor). When it changes,
   * after signing in or out, the basket is loaded again: signing in merges the visitor's.
   */
  ownerKey?: string | null;
};

export function BasketProvider({ children, ownerKey = null }: TBasketProviderProps) {
  const [state, setState] = useState<TBasketState>({ status: "loading", basket: null });
  // Answers can arrive out of order; only the answer to the latest request is kept.
  const sequenceRef = useRef(0);

  /** Keeps an answer's basket unless a later request has been sent since. */
  const settle = useCallback((sequence: number, result: TBasketActionResult) => {
    if (sequence !== sequenceRef.current) return;
    if (result.ok) setState({ status: "ready", basket: result.basket });
  }, []);

  const send = useCallback(
    (path: string, init?: Parameters<typeof apiFetch>[1]): Promise<TBasketActionResult> => {
      const sequence = ++sequenceRef.current;
      return apiFetch<TBasket & { lineId?: string }>(path, init).then((answer) => {
        const result = toResult(answer);
        settle(sequence, result);
        return result;
      });
    },
    [settle],
  );

  // No state change before the answer: a failed load keeps showing its message until then.
  const refresh = useCallback(
    () =>
      send("/api/cart/cartdetail", { cache: "no-store" }).then((result) => {
        if (!result.ok)
          setState((previous) => ({ status: "failed", basket: previous.basket, message: result.message }));
      }),
    [send],
  );

  // Loads at first and again whenever the owner changes (signing in merges the visitor's basket).
  useEffect(() => {
    void refresh();
  }, [refresh, ownerKey]);

  // Another tab may have changed the basket: catch up when this one is looked at again.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refresh]);

  const add = useCallback(
    (input: TAddToBasketInput) => send("/api/cart/addCart", { method: "POST", body: { ...input } }),
    [send],
  );
  const remove = useCallback(
    (lineId: string) => send(`/api/cart/deleteCartcategory/${encodeURIComponent(lineId)}`, { method: "DELETE" }),
    [send],
  );
  const setInstruction = useCallback(
    (lineId: string, detailinfo: string) =>
      send(`/api/cart/addinfoCart/${encodeURIComponent(lineId)}`, { method: "POST", body: { detailinfo } }),
    [send],
  );
  const applyPromo = useCallback(
    (code: string | null) => send("/api/cart/applyPromo", { method: "POST", body: { code } }),
    [send],
  );

  const value = useMemo<TBasketContext>(
    () => ({
      basket: state.basket,
      status: state.status,
      loadError: state.status === "failed" ? state.message : null,
      refresh,
      add,
      remove,
      setInstruction,
      applyPromo,
    }),
    [state, refresh, add, remove, setInstruction, applyPromo],
  );

  return <BasketContext.Provider value={value}>{children}</BasketContext.Provider>;
}

/** Reuses a basket provider further up (the site-wide one) and only creates one when there is none. */
export function BasketScope({ children, ownerKey }: TBasketProviderProps) {
  const outer = useContext(BasketContext);
  if (outer) return <>{children}</>;
  return <BasketProvider ownerKey={ownerKey}>{children}</BasketProvider>;
}

export function useBasket(): TBasketContext {
  const context = useContext(BasketContext);
  if (!context) throw new Error("useBasket() needs a <BasketRoot> (components/basket/basket-root.tsx) around it.");
  return context;
}
