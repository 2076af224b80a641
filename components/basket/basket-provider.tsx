"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { callApi } from "@/lib/api/client";
import { onRestoredFromCache } from "@/components/ui/back-forward-cache";
import {
  addToBasket,
  applyPromo as applyPromoEndpoint,
  getBasket,
  removeLine,
  setLineQty as setLineQtyEndpoint,
  setFulfilment as setFulfilmentEndpoint,
  setLineInstruction,
} from "@/lib/api/store/cart/routes";
import type { TBasket, TFulfilmentChoice } from "@/lib/api/store/cart/contract";
import {
  basketFieldErrors,
  toAddToBasketBody,
  toBasketView,
  type AddToBasketInput,
  type BasketField,
  type BasketView,
} from "@/lib/api/store/cart/view";
import type { TApiResult } from "@/lib/api/fetch";

// The basket on the browser side. It never works out a price: every action calls the API and
// the state becomes the basket that answer carries.

export type TBasketActionResult =
  | { ok: true; basket: BasketView; message: string; lineId?: string }
  | { ok: false; status: number; message: string; fieldErrors: Partial<Record<BasketField, string>> };

type TBasketState =
  | { status: "loading"; basket: null }
  | { status: "ready"; basket: BasketView }
  | { status: "failed"; basket: BasketView | null; message: string };

export type TBasketContext = {
  /** The last basket the server sent; null until the first answer. */
  basket: BasketView | null;
  status: TBasketState["status"];
  /** Why the last load failed, when it did. */
  loadError: string | null;
  refresh: () => Promise<void>;
  add: (input: AddToBasketInput) => Promise<TBasketActionResult>;
  remove: (lineId: string) => Promise<TBasketActionResult>;
  setQty: (lineId: string, qty: number) => Promise<TBasketActionResult>;
  setInstruction: (lineId: string, instruction: string) => Promise<TBasketActionResult>;
  applyPromo: (code: string | null) => Promise<TBasketActionResult>;
  /** Delivery or collection, as soon as possible or for a slot (issue 12). */
  setFulfilment: (choice: TFulfilmentChoice) => Promise<TBasketActionResult>;
};

const BasketContext = createContext<TBasketContext | null>(null);

/** An answer that carries the basket (addCart carries it in `basket`, beside the spec's line ids). */
function toResult<T>(
  result: TApiResult<T>,
  read: (data: T) => { basket: TBasket; lineId?: string },
): TBasketActionResult {
  const { status, body } = result;
  if (body.success && body.data !== undefined) {
    const { basket, lineId } = read(body.data);
    return { ok: true, message: body.message, basket: toBasketView(basket), ...(lineId ? { lineId } : {}) };
  }
  return { ok: false, status, message: body.message, fieldErrors: basketFieldErrors(body) };
}

const asBasket = (basket: TBasket) => ({ basket });

type TBasketProviderProps = {
  children: ReactNode;
  /**
   * Who the basket belongs to (the customer's id, or null for a visitor). When it changes,
   * after signing in or out, the basket is loaded again: signing in merges the visitor's.
   * Undefined while the page has yet to learn who is browsing: nothing is loaded until then.
   */
  ownerKey: string | null | undefined;
};

export function BasketProvider({ children, ownerKey }: TBasketProviderProps) {
  const [state, setState] = useState<TBasketState>({ status: "loading", basket: null });
  // Answers can arrive out of order; only the answer to the latest request is kept.
  const sequenceRef = useRef(0);

  /** Keeps an answer's basket unless a later request has been sent since. */
  const settle = useCallback((sequence: number, result: TBasketActionResult) => {
    if (sequence !== sequenceRef.current) return;
    if (result.ok) setState({ status: "ready", basket: result.basket });
  }, []);

  /** Sends one basket request; its answer becomes the basket unless a later one was sent since. */
  const send = useCallback(
    <T,>(
      request: Promise<TApiResult<T>>,
      read: (data: T) => { basket: TBasket; lineId?: string },
    ): Promise<TBasketActionResult> => {
      const sequence = ++sequenceRef.current;
      return request.then((answer) => {
        const result = toResult(answer, read);
        settle(sequence, result);
        return result;
      });
    },
    [settle],
  );

  // No state change before the answer: a failed load keeps showing its message until then.
  const refresh = useCallback(
    () =>
      send(callApi(getBasket, { init: { cache: "no-store" } }), asBasket).then((result) => {
        if (!result.ok)
          setState((previous) => ({ status: "failed", basket: previous.basket, message: result.message }));
      }),
    [send],
  );

  // Loads at first and again whenever the owner changes (signing in merges the visitor's basket).
  useEffect(() => {
    if (ownerKey !== undefined) void refresh();
  }, [refresh, ownerKey]);

  // Another tab may have changed the basket: catch up when this one is looked at again, or
  // when Back brings it out of the back/forward cache as it was left (decision 058).
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    const stopOnRestore = onRestoredFromCache(() => void refresh());
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      stopOnRestore();
    };
  }, [refresh]);

  const add = useCallback(
    (input: AddToBasketInput) =>
      send(callApi(addToBasket, { body: toAddToBasketBody(input) }), ({ basket, lineId }) => ({ basket, lineId })),
    [send],
  );
  const remove = useCallback(
    (lineId: string) => send(callApi(removeLine, { params: { id: lineId } }), asBasket),
    [send],
  );
  const setQty = useCallback(
    (lineId: string, qty: number) =>
      send(callApi(setLineQtyEndpoint, { params: { id: lineId }, body: { qty } }), asBasket),
    [send],
  );
  const setInstruction = useCallback(
    (lineId: string, instruction: string) =>
      send(callApi(setLineInstruction, { params: { id: lineId }, body: { detailinfo: instruction } }), asBasket),
    [send],
  );
  const applyPromo = useCallback(
    (code: string | null) => send(callApi(applyPromoEndpoint, { body: { code } }), asBasket),
    [send],
  );

  const setFulfilment = useCallback(
    (choice: TFulfilmentChoice) => send(callApi(setFulfilmentEndpoint, { body: choice }), asBasket),
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
      setQty,
      setInstruction,
      applyPromo,
      setFulfilment,
    }),
    [state, refresh, add, remove, setQty, setInstruction, applyPromo, setFulfilment],
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
