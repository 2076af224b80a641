"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useBasket } from "@/components/basket/basket-provider";
import type { BasketLineView, BasketView } from "@/lib/api/store/cart/view";
import { useDialog } from "@/components/ui/dialog";
import type { CategoryItemView, Size } from "@/lib/menu/shared";
import { toMajor } from "@/lib/platform/money";
import { CONNECTION_ERROR_MESSAGE } from "@/lib/api/fetch";
import { loadAddModals, type TAddModals } from "./load-add-modals";
import { loadVariants, type TVariant } from "./load-variants";

// The order page's add-to-basket journey (spec section 4): size button → modal 1 (variant and
// quantity) → Next adds → modal 2 (special request) → Add saves it → success dialog. Not in the
// page's first scripts (issue 26): use-add-to-basket.tsx fetches it when the browser is first
// idle, or with the first tap; the modals' code comes with the first tap's variants
// (load-add-modals.ts).

export { loadVariants };

type TStep =
  | { kind: "idle" }
  | { kind: "choose"; item: CategoryItemView; size: Size; variants: TVariant[] }
  | { kind: "request"; lineId: string; line: BasketLineView | undefined };

/** A tap on a size button, handed over by the page's shell (use-add-to-basket.tsx). */
export type TAddRequest = { item: CategoryItemView; size: Size };

function findLine(basket: BasketView, lineId: string): BasketLineView | undefined {
  return basket.lines.find((line) => line.id === lineId);
}

type TAddJourneyProps = {
  currency: string;
  /** The tap to follow up, or null; a new object for each tap. */
  request: TAddRequest | null;
  /** Called when the tap has been followed up (a modal opened, the dish added, or an error shown). */
  onDone: () => void;
};

/** The journey's modals and dialog, opened by each new `request`. */
export function AddJourney({ currency, request, onDone }: TAddJourneyProps) {
  const { add } = useBasket();
  const { dialog, show } = useDialog();
  const [step, setStep] = useState<TStep>({ kind: "idle" });
  const [modals, setModals] = useState<TAddModals | null>(null);
  // Each tap is followed up once, however often the effect below runs while it is under way.
  const followedRef = useRef<TAddRequest | null>(null);

  const close = useCallback(() => setStep({ kind: "idle" }), []);

  const chooseSize = useCallback(
    async (item: CategoryItemView, size: Size) => {
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
        onDone();
      }
    },
    [add, show, onDone],
  );

  useEffect(() => {
    if (!request || followedRef.current === request) return;
    followedRef.current = request;
    void chooseSize(request.item, request.size);
  }, [request, chooseSize]);

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

  return (
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
}
