"use client";

import { useRef, useState } from "react";
import { AllergenLine } from "@/components/menu-details/badges";
import { SIZE_LABELS } from "@/lib/catalogue/sizes";
import { useBasket } from "./basket-provider";
import { describeLine, formatMajor } from "./format";
import { SpinnerIcon, TrashIcon } from "./icons";
import type { TBasketLine } from "@/lib/api/store/cart/contract";

type TBasketLinesProps = {
  lines: TBasketLine[];
  currency: string;
  /** Shown when there are no lines. */
  emptyText: string;
  /** Without it the lines are read-only. */
  isRemovable?: boolean;
};

export function BasketLines({ lines, currency, emptyText, isRemovable = true }: TBasketLinesProps) {
  const { remove } = useBasket();
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [error, setError] = useState<string | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  const removeLine = async (line: TBasketLine, index: number) => {
    if (removingId) return;
    setRemovingId(line._id);
    setError(null);
    const result = await remove(line._id);
    setRemovingId(null);
    if (!result.ok) {
      setError(result.message || "We couldn't remove that item. Please try again.");
      return;
    }
    setAnnouncement(`${describeLine(line)} removed from your basket.`);
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
            const name = line.subcategoryId?.subCategoryname;
            const image = line.subcategoryId?.image ?? line.categoryItem.image;
            const instruction = line.additionalInfo.detailinfo.trim();
            return (
              <li key={line._id} data-testid="basket-line" className="flex gap-3 py-3 first:pt-0 last:pb-0">
                {image ? (
                  <img
                    src={image}
                    alt=""
                    width={56}
                    height={56}
                    className="size-14 shrink-0 rounded-lg bg-surface object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-brand-soft" />
                )}
                <div className="min-w-0 flex-1 text-sm">
                  <p className="text-base leading-snug font-semibold break-words text-ink">
                    {line.categoryItem.categoryItemName}
                  </p>
                  <p className="text-ink-muted">
                    {SIZE_LABELS[line.size]}
                    {name ? ` · ${name}` : null}
                  </p>
                  <p className="text-ink-muted">Qty {line.qty}</p>
                  {instruction ? (
                    <p className="mt-1 break-words text-ink italic" data-testid="basket-line-instruction">
                      <span className="sr-only">Special request: </span>“{instruction}”
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
                </div>
                <div className="flex shrink-0 flex-col items-end justify-between gap-2">
                  <p className="font-bold text-ink" data-testid="basket-line-total">
                    {formatMajor(line.total, currency)}
                  </p>
                  {isRemovable ? (
                    <button
                      type="button"
                      data-remove-line
                      aria-label={`Remove ${describeLine(line)}`}
                      aria-disabled={removingId !== null}
                      onClick={() => void removeLine(line, index)}
                      className="-mr-2 -mb-2 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-red-50 hover:text-red-800 aria-disabled:cursor-wait"
                    >
                      {removingId === line._id ? <SpinnerIcon className="size-5" /> : <TrashIcon className="size-5" />}
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
