"use client";

import { useEffect, useState } from "react";
import { SpinnerIcon } from "./icons";
import { CONNECTION_ERROR_MESSAGE } from "@/lib/api/fetch";
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
  const [attempt, setAttempt] = useState(0);
  const [isCodeMissing, setIsCodeMissing] = useState(false);
  useEffect(() => {
    if (loaded) return;
    preloadFilledBasket().then(setLoaded, () => setIsCodeMissing(true));
  }, [loaded, attempt]);

  if (!basket) {
    return status === "failed" ? <BasketLoadFailure /> : <BasketLoading />;
  }
  if (loaded) return <loaded.FilledBasket basket={basket} onNavigate={onNavigate} />;
  if (!isCodeMissing) return <BasketLoading />;
  // The page is still there but the basket's code could not be fetched (offline for a moment).
  return (
    <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-sm text-red-900">
      <p>{CONNECTION_ERROR_MESSAGE}</p>
      <button
        type="button"
        onClick={() => {
          setIsCodeMissing(false);
          setAttempt((n) => n + 1);
        }}
        className="min-h-11 rounded-full bg-navy px-5 font-semibold text-white hover:bg-navy-soft"
      >
        Try again
      </button>
    </div>
  );
}
