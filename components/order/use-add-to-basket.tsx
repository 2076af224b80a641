"use client";

import { useCallback, useEffect, useState, type ReactNode } from "react";
import { onDemand, whenIdle } from "@/components/ui/on-demand";
import { CONNECTION_ERROR_MESSAGE } from "@/lib/api/fetch";
import type { CategoryItemView, Size } from "@/lib/menu/shared";
import type { TAddRequest } from "./add-journey";

// What the order page's cards hold of the add-to-basket journey: which size is waiting, and the
// journey's code (add-journey.tsx: the basket call, the variants, the modals, the dialog), which
// is not in the page's first scripts (issue 26). It is fetched when the browser is first idle,
// with the open category's variants, so the first tap usually finds both.

const journey = onDemand(() => import("./add-journey"));

export type TPendingChoice = { itemId: string; size: Size } | null;

export function useAddToBasket(
  currency: string,
  categoryId: string,
): {
  chooseSize: (item: CategoryItemView, size: Size) => void;
  pending: TPendingChoice;
  elements: ReactNode;
} {
  const [code, setCode] = useState(journey.loaded);
  const [request, setRequest] = useState<TAddRequest | null>(null);

  useEffect(
    () =>
      whenIdle(() => {
        journey.load().then(
          (loaded) => {
            setCode(() => loaded);
            void loaded.loadVariants(categoryId);
          },
          () => undefined,
        );
      }),
    [categoryId],
  );

  const onDone = useCallback(() => setRequest(null), []);

  function chooseSize(item: CategoryItemView, size: Size) {
    // A second tap while the first is still being followed up must not open a second journey.
    if (request) return;
    setRequest({ item, size });
    journey.load().then(
      (loaded) => setCode(() => loaded),
      () => {
        setRequest(null);
        // As the dialog does when its own code cannot be fetched (decision 052).
        window.alert(CONNECTION_ERROR_MESSAGE);
      },
    );
  }

  return {
    chooseSize,
    pending: request && { itemId: request.item.id, size: request.size },
    elements: code ? <code.AddJourney currency={currency} request={request} onDone={onDone} /> : null,
  };
}
