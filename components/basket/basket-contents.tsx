"use client";

import { useEffect, useState } from "react";
import { SpinnerIcon } from "./icons";
import { useBasket } from "./basket-provider";
import { loadedFilledBasket, preloadFilledBasket } from "./load-filled-basket";

/** Shown when the basket could not be loaded, with a way to ask again. */
export function BasketLoadFailure() {
  const { loadError, refresh } = useBasket();
  const [isRetrying, setIsRetrying] = useState(false);
  return (
    <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-sm text-red-900">
      <p>{loadError || "We couldn't load your basket."}</p>
      <button
        type="button"
        aria-disabled={isRetrying}
        onClick={() => {
          if (isRetrying) return;
          setIsRetrying(true);
          void refresh().finally(() => setIsRetrying(false));
        }}
        className="min-h-11 rounded-full bg-navy px-5 font-semibold text-white hover:bg-navy-soft"
      >
        {isRetrying ? "Trying again…" : "Try again"}
      </button>
    </div>
  );
}

export function BasketLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-ink-muted">
      <SpinnerIcon className="size-5 text-brand" />
      Loading your basket…
    </p>
  );
}

/** What the basket panel and the cart modal show: lines, code, totals and the way to checkout. */
export function BasketContents({ onNavigate }: { onNavigate?: () => void }) {
  const { basket, status } = useBasket();
  const [loaded, setLoaded] = useState(loadedFilledBasket);
  useEffect(() => {
    if (!loaded) void preloadFilledBasket().then(setLoaded);
  }, [loaded]);

  if (!basket) {
    return status === "failed" ? <BasketLoadFailure /> : <BasketLoading />;
  }
  return loaded ? <loaded.FilledBasket basket={basket} onNavigate={onNavigate} /> : <BasketLoading />;
}
