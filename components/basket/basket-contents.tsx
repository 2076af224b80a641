"use client";

import { useEffect, useState } from "react";
import { SpinnerIcon } from "@/components/ui/icons";
import { CONNECTION_ERROR_MESSAGE } from "@/lib/api/fetch";
import { useBasket } from "./basket-provider";
import { loadedFilledBasket, preloadFilledBasket } from "./load-filled-basket";

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
  const { basket, status, refresh } = useBasket();
  const [loaded, setLoaded] = useState(loadedFilledBasket);
  const [attempt, setAttempt] = useState(0);
  const [isCodeMissing, setIsCodeMissing] = useState(false);
  useEffect(() => {
    if (loaded) return;
    preloadFilledBasket().then(setLoaded, () => setIsCodeMissing(true));
  }, [loaded, attempt]);

  if (!basket && status !== "failed") return <BasketLoading />;
  // The failure's message and retry come with the filled basket's code: they are rarely needed.
  if (loaded)
    return basket ? <loaded.FilledBasket basket={basket} onNavigate={onNavigate} /> : <loaded.BasketLoadFailure />;
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
          // Offline for a moment, the basket itself may not have come either: ask for both.
          if (!basket) void refresh();
        }}
        className="min-h-11 rounded-full bg-navy px-5 font-semibold text-white hover:bg-navy-soft"
      >
        Try again
      </button>
    </div>
  );
}
