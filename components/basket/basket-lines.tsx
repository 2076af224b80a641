"use client";

import { useRef, useState } from "react";
import { AllergenLine } from "@/components/menu-details/badges";
import { DishThumbnail } from "@/components/ui/dish-thumbnail";
import { MAX_QTY, describeLine } from "@/lib/ordering/shared";
import { useBasket } from "./basket-provider";
import { formatMajor } from "./format";
import { MinusIcon, PlusIcon, SpinnerIcon, TrashIcon } from "./icons";
import type { BasketLineView } from "@/lib/api/store/cart/view";

type TBasketLinesProps = {
  lines: BasketLineView[];
  currency: string;
  /** Shown when there are no lines. */
  emptyText: string;
  /** Without it the lines are read-only. */
  isRemovable?: boolean;
};

export function BasketLines({ lines, currency, emptyText, isRemovable = true }: TBasketLinesProps) {
  const { remove, setQty } = useBasket();
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [error, setError] = useState<string | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  const changeQty = async (line: BasketLineView, qty: number) => {
    if (removingId) return;
    setRemovingId(line.id);
    setError(null);
    const result = await setQty(line.id, qty);
    setRemovingId(null);
    if (!result.ok) {
      setError(result.fieldErrors.qty ?? (result.message || "We couldn't change the quantity. Please try again."));
      return;
    }
    setAnnouncement(`${describeLine(line).label}: quantity ${qty}.`);
  };

  const removeLine = async (line: BasketLineView, index: number) => {
    if (removingId) return;
    setRemovingId(line.id);
    setError(null);
    const result = await remove(line.id);
    setRemovingId(null);
    if (!result.ok) {
      setError(result.message || "We couldn't remove that item. Please try again.");
      return;
    }
    setAnnouncement(`${describeLine(line).label} removed from your basket.`);
    // The button pressed has gone: keep focus nearby, on the next line's button or the list.
    requestAnimationFrame(() => {
      const buttons = wrapperRef.current?.querySelectorAll<HTMLButtonElement>("[data-remove-line]");
      const next = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      (next ?? wrapperRef.current)?.focus();
    });
  };

  return (
    <div ref={wrapperRef} tabIndex={-1} className="focus:outline-none">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {error ? (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <p className="text-ink-muted" data-testid="basket-empty">
          {emptyText}
        </p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Items in your basket">
          {lines.map((line, index) => {
            const described = describeLine(line);
            const isBusy = removingId !== null;
            return (
              <li key={line.id} data-testid="basket-line" className="flex gap-3 py-3 first:pt-0 last:pb-0">
                {/* The dish's own picture: what was ordered, whatever the variant (lib/api/line-view.ts). */}
                <DishThumbnail
                  src={line.picture}
                  size={56}
                  className="size-14 shrink-0 rounded-lg bg-surface object-cover"
                />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="text-base leading-snug font-semibold break-words text-ink">{described.title}</p>
                  <p className="text-ink-muted">{described.details}</p>
                  {described.extras ? (
                    <p className="break-words text-ink" data-testid="basket-line-extras">
                      <span className="sr-only">Extras: </span>+ {described.extras}
                    </p>
                  ) : null}
                  {described.instruction ? (
                    <p className="mt-1 break-words text-ink italic" data-testid="basket-line-instruction">
                      <span className="sr-only">Special request: </span>“{described.instruction}”
                    </p>
                  ) : null}
                  {line.available ? null : (
                    <p className="mt-1 font-semibold text-red-800" data-testid="basket-line-unavailable">
                      No longer available: please remove it
                    </p>
                  )}
                  <div className="mt-1">
                    <AllergenLine allergens={line.allergens} />
                  </div>
                  {isRemovable ? (
                    <div
                      role="group"
                      aria-label={`Quantity of ${described.label}`}
                      className="mt-1 flex items-center gap-1"
                    >
                      <button
                        type="button"
                        aria-label="Decrease quantity"
                        aria-disabled={isBusy || line.qty <= 1}
                        onClick={() => line.qty > 1 && !isBusy && void changeQty(line, line.qty - 1)}
                        className="inline-flex size-11 items-center justify-center rounded-full text-navy hover:bg-surface aria-disabled:cursor-not-allowed aria-disabled:text-ink-muted/60"
                      >
                        <MinusIcon className="size-4" />
                      </button>
                      <output className="w-7 text-center font-bold text-ink" data-testid="basket-line-qty">
                        {line.qty}
                      </output>
                      <button
                        type="button"
                        aria-label="Increase quantity"
                        aria-disabled={isBusy || line.qty >= MAX_QTY}
                        onClick={() => line.qty < MAX_QTY && !isBusy && void changeQty(line, line.qty + 1)}
                        className="inline-flex size-11 items-center justify-center rounded-full text-navy hover:bg-surface aria-disabled:cursor-not-allowed aria-disabled:text-ink-muted/60"
                      >
                        <PlusIcon className="size-4" />
                      </button>
                    </div>
                  ) : (
                    <p className="text-ink-muted">Qty {line.qty}</p>
                  )}
                </div>
                <div className="flex shrink-0 flex-col items-end justify-between gap-2">
                  <p className="font-bold text-ink" data-testid="basket-line-total">
                    {formatMajor(line.total, currency)}
                  </p>
                  {isRemovable ? (
                    <button
                      type="button"
                      data-remove-line
                      aria-label={`Remove ${described.label}`}
                      aria-disabled={removingId !== null}
                      onClick={() => void removeLine(line, index)}
                      className="-mr-2 -mb-2 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-red-50 hover:text-red-800 aria-disabled:cursor-wait"
                    >
                      {removingId === line.id ? <SpinnerIcon className="size-5" /> : <TrashIcon className="size-5" />}
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
