"use client";

import { useCallback, useRef, useState, type ReactNode } from "react";
import { useBasket } from "@/components/basket/basket-provider";
import type { BasketLineView, BasketView } from "@/lib/api/store/cart/view";
import { useDialog } from "@/components/ui/dialog";
import type { CategoryItemView, Size } from "@/lib/menu/shared";
import { toMajor } from "@/lib/platform/money";
import { CONNECTION_ERROR_MESSAGE } from "@/lib/api/fetch";
import { loadAddModals, type TAddModals } from "./load-add-modals";
import { loadVariants, type TVariant } from "./load-variants";

// The order page's add-to-basket journey (spec section 4): size button → modal 1 (variant and
// quantity) → Next adds → modal 2 (special request) → Add saves it → success dialog. The modals'
// code comes with the first tap's variants (load-add-modals.ts).

type TStep =
  | { kind: "idle" }
  | { kind: "choose"; item: CategoryItemView; size: Size; variants: TVariant[] }
  | { kind: "request"; lineId: string; line: BasketLineView | undefined };

export type TPendingChoice = { itemId: string; size: Size } | null;

function findLine(basket: BasketView, lineId: string): BasketLineView | undefined {
  return basket.lines.find((line) => line.id === lineId);
}

export function useAddToBasket(currency: string): {
  chooseSize: (item: CategoryItemView, size: Size) => void;
  pending: TPendingChoice;
  elements: ReactNode;
} {
  const { add } = useBasket();
  const { dialog, show } = useDialog();
  const [step, setStep] = useState<TStep>({ kind: "idle" });
  const [pending, setPending] = useState<TPendingChoice>(null);
  const [modals, setModals] = useState<TAddModals | null>(null);
  // A second click while the first is still loading must not open a second journey.
  const isBusyRef = useRef(false);

  const close = useCallback(() => setStep({ kind: "idle" }), []);

  const chooseSize = useCallback(
    async (item: CategoryItemView, size: Size) => {
      if (isBusyRef.current) return;
      isBusyRef.current = true;
      setPending({ itemId: item.id, size });
      try {
        const [loaded, code] = await Promise.all([loadVariants(item.categoryId), loadAddModals().catch(() => null)]);
        if (!loaded.ok) {
          void show({ title: "Sorry", text: loaded.message, tone: "error" });
          return;
        }
        if (!code) {
          void show({ title: "Sorry", text: CONNECTION_ERROR_MESSAGE, tone: "error" });
          return;
        }
        setModals(code);
        if (loaded.variants.length > 0 || item.extras.length > 0) {
          setStep({ kind: "choose", item, size, variants: loaded.variants });
          return;
        }
        // Nothing to choose in this category: one of the item goes straight in.
        const unitPence = item.pricing.find((p) => p.size === size)?.pricePence ?? 0;
        const result = await add({
          qty: 1,
          total: toMajor(unitPence),
          variantId: null,
          dishId: item.id,
          size,
        });
        if (result.ok && result.lineId) {
          setStep({ kind: "request", lineId: result.lineId, line: findLine(result.basket, result.lineId) });
        } else if (!result.ok) {
          void show({ title: "Not added", text: result.fieldErrors.qty ?? result.message, tone: "error" });
        }
      } finally {
        isBusyRef.current = false;
        setPending(null);
      }
    },
    [add, show],
  );

  const onAdded = useCallback((lineId: string, basket: BasketView) => {
    setStep({ kind: "request", lineId, line: findLine(basket, lineId) });
  }, []);

  // The answer is the refreshed basket, already in the basket state: only the message is left.
  const onSaved = useCallback(
    (message: string) => {
      setStep({ kind: "idle" });
      void show({ title: "Special request saved", text: message, tone: "success" });
    },
    [show],
  );

  const elements = (
    <>
      {step.kind === "choose" && modals ? (
        <modals.ChooseVariantModal
          item={step.item}
          size={step.size}
          variants={step.variants}
          currency={currency}
          onClose={close}
          onAdded={onAdded}
        />
      ) : null}
      {step.kind === "request" && modals ? (
        <modals.SpecialRequestModal
          key={step.lineId}
          lineId={step.lineId}
          line={step.line}
          currency={currency}
          onClose={close}
          onSaved={onSaved}
        />
      ) : null}
      {dialog}
    </>
  );

  return {
    chooseSize: (item, size) => void chooseSize(item, size),
    pending,
    elements,
  };
}
