"use client";

import { useEffect, useRef, useState } from "react";
import { useBasket } from "@/components/basket/basket-provider";
import { SIZE_LABELS } from "@/lib/menu/shared";
import { PlusIcon } from "@/components/ui/icons";
import { Modal } from "@/components/ui/modal";
import { callApi } from "@/lib/api/client";
import { getCategoryItem } from "@/lib/api/store/catalogue/contract";
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
 * The restaurant page's plus button: loads the item, adds one unit at its medium price (the
 * second pricing entry, the first when there is only one) without a variant, confirms,
 * and closes after 1.5 s. The server prices the line; the basket in the header updates.
 */
export function QuickAddButton({ itemId, name, currency }: { itemId: string; name: string; currency: string }) {
  const { add } = useBasket();
  const [state, setState] = useState<TState>({ step: "closed" });
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (state.step !== "added") return;
    const timer = setTimeout(() => setState({ step: "closed" }), QUICK_ADD_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.step]);

  async function quickAdd() {
    setState({ step: "adding", name });
    const loaded = await callApi(getCategoryItem, { params: { id: itemId } });
    const item = loaded.body.success && loaded.body.data ? toDishPricesView(loaded.body.data) : null;
    const price = item?.pricing[1] ?? item?.pricing[0];
    if (!item || !price) {
      setState({ step: "failed", name, message: loaded.body.message || "This dish is not available right now." });
      return;
    }
    const result = await add({
      qty: 1,
      total: price.price,
      variantId: null,
      dishId: item.id,
      size: price.size,
    });
    if (!result.ok) {
      setState({ step: "failed", name, message: result.message });
      return;
    }
    setState({
      step: "added",
      name: item.name,
      line: `1 × ${SIZE_LABELS[price.size]} for ${formatMoney(toMinor(price.price), currency)}`,
    });
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-testid="quick-add"
        data-item-id={itemId}
        aria-label={`Add ${name}`}
        onClick={() => void quickAdd()}
        disabled={state.step === "adding"}
        className="col-start-2 row-span-2 row-start-1 -mr-1 mt-14 flex size-11 items-center justify-center self-start justify-self-end rounded-full border-4 border-white bg-navy text-white hover:bg-brand hover:text-navy disabled:opacity-70 sm:mt-[4.5rem]"
      >
        <PlusIcon className="size-6" strokeWidth={2.5} />
      </button>
      {state.step !== "closed" ? (
        <Modal title={state.name} onClose={() => setState({ step: "closed" })} testId="quick-add-modal">
          <p role="status" className="text-ink">
            {state.step === "adding" ? "Adding to your basket..." : null}
            {state.step === "added" ? `Added to your basket: ${state.line}.` : null}
            {state.step === "failed" ? state.message : null}
          </p>
        </Modal>
      ) : null}
    </>
  );
}
