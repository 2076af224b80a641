"use client";

import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { useBasket } from "@/components/basket/basket-provider";
import { SIZE_LABELS } from "@/lib/menu/shared";
import { onDemand, whenIdle } from "@/components/ui/on-demand";
import { callApi } from "@/lib/api/client";
import { getCategoryItem } from "@/lib/api/store/catalogue/routes";
import { toDishPricesView } from "@/lib/api/store/catalogue/view";
import { formatMoney, toMinor } from "@/lib/platform/money";

type TState =
  | { step: "closed" }
  | { step: "adding"; name: string }
  | { step: "added"; name: string; line: string }
  | { step: "failed"; name: string; message: string };

/**
 * The modal's code is not in the restaurant page's first scripts (issue 26): it comes when the
 * browser is first idle, or with the first plus.
 */
const modalCode = onDemand(() => import("@/components/ui/modal").then((module) => module.Modal));

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
  const [Modal, setModal] = useState(() => modalCode.loaded());
  const rootRef = useRef<HTMLDivElement>(null);

  const fetchModal = useEffectEvent(() => {
    // A function for a state value is set through an updater, or React would call it.
    modalCode.load().then(
      (component) => setModal(() => component),
      () => undefined,
    );
  });
  useEffect(() => whenIdle(() => fetchModal()), []);

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
    fetchModal();
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

  const status =
    state.step === "closed" ? null : (
      <p role="status" className="text-ink">
        {state.step === "adding" ? "Adding to your basket..." : null}
        {state.step === "added" ? `Added to your basket: ${state.line}.` : null}
        {state.step === "failed" ? state.message : null}
      </p>
    );
  const close = () => setState({ step: "closed" });
  return (
    <div ref={rootRef}>
      {children}
      {state.step === "closed" ? null : Modal ? (
        <Modal title={state.name} onClose={close} testId="quick-add-modal">
          {status}
        </Modal>
      ) : (
        // Until the modal's code has come, or when it cannot (the connection dropped): the same
        // words in a box at the foot of the screen.
        <div
          data-testid="quick-add-note"
          className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-start gap-3 rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-line"
        >
          <div className="min-w-0 flex-1">
            <p className="font-bold text-ink">{state.name}</p>
            {status}
          </div>
          <button
            type="button"
            onClick={close}
            className="min-h-11 shrink-0 rounded-full border border-navy px-4 font-semibold text-navy hover:bg-surface"
          >
            Close
          </button>
        </div>
      )}
    </div>
  );
}
