"use client";

import { useState } from "react";
import { useBasket } from "./basket-provider";

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
