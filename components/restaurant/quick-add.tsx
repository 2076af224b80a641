"use client";

import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { useBasket } from "@/components/basket/basket-provider";
import { SIZE_LABELS } from "@/lib/menu/shared";
import { Modal } from "@/components/ui/modal";
import { callApi } from "@/lib/api/client";
import { getCategoryItem } from "@/lib/api/store/catalogue/routes";
import { toDishPricesView } from "@/lib/api/store/catalogue/view";
import { formatMoney, toMinor } from "@/lib/platform/money";

type TState =
  | { step: "closed" }
  | { step: "adding"; name: string }
  | { step: "added"; name: string; line: string }
  | { step: "failed"; name: string; message: string };

/** The spec's quick-add closes itself this long after confirming. */
export const QUICK_ADD_CLOSE_MS = 1500;

/**
 * The restaurant page's plus buttons, answered by one listener around the menu (decision 042: the
 * cards are server markup the browser never hydrates). A plus loads the item, adds one unit at its
 * medium price (the second pricing entry, the first when there is only one) without a variant,
 * confirms, and closes after 1.5 s. The server prices the line; the basket in the header updates.
 */
export function QuickAddDelegate({ currency, children }: { currency: string; children: ReactNode }) {
  const { add } = useBasket();
  const [state, setState] = useState<TState>({ step: "closed" });
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.step !== "added") return;
    const timer = setTimeout(() => setState({ step: "closed" }), QUICK_ADD_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.step]);

  const quickAdd = useEffectEvent(async (button: HTMLButtonElement) => {
    const card = button.closest<HTMLElement>("[data-dish]");
    const itemId = card?.dataset.dish ?? "";
    const name = card?.querySelector("h4")?.textContent ?? "";
    button.disabled = true;
    setState({ step: "adding", name });
    try {
      const loaded = await callApi(getCategoryItem, { params: { id: itemId } });
      const item = loaded.body.success && loaded.body.data ? toDishPricesView(loaded.body.data) : null;
      const price = item?.pricing[1] ?? item?.pricing[0];
      if (!item || !price) {
        setState({ step: "failed", name, message: loaded.body.message || "This dish is not available right now." });
        return;
      }
      const result = await add({ qty: 1, total: price.price, variantId: null, dishId: item.id, size: price.size });
      if (!result.ok) {
        setState({ step: "failed", name, message: result.message });
        return;
      }
      setState({
        step: "added",
        name: item.name,
        line: `1 × ${SIZE_LABELS[price.size]} for ${formatMoney(toMinor(price.price), currency)}`,
      });
    } finally {
      button.disabled = false;
    }
  });

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button.dish-add");
      if (button && !button.disabled) void quickAdd(button);
    };
    root.addEventListener("click", onClick);
    return () => root.removeEventListener("click", onClick);
  }, []);

  return (
    <div ref={rootRef}>
      {children}
      {state.step !== "closed" ? (
        <Modal title={state.name} onClose={() => setState({ step: "closed" })} testId="quick-add-modal">
          <p role="status" className="text-ink">
            {state.step === "adding" ? "Adding to your basket..." : null}
            {state.step === "added" ? `Added to your basket: ${state.line}.` : null}
            {state.step === "failed" ? state.message : null}
          </p>
        </Modal>
      ) : null}
    </div>
  );
}
