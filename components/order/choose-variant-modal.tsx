"use client";

import { AllergenLine, allergenRowHref, DietaryPills } from "@/components/menu-details/badges";
import {
  isAllergenCode,
  lineAllergens,
  lineDietary,
  pictureSources,
  type CategoryItemView,
  type Size,
  SIZE_LABELS,
} from "@/lib/menu/shared";
import { useId, useRef, useState } from "react";
import { useBasket } from "@/components/basket/basket-provider";
import { MinusIcon, PlusIcon } from "@/components/basket/icons";
import { Modal } from "@/components/ui/modal";
import { ModalFooter } from "@/components/ui/modal-footer";
import { MAX_QTY } from "@/lib/ordering/shared";
import { formatMoney, toMajor } from "@/lib/platform/money";
import type { BasketView } from "@/lib/api/store/cart/view";
import type { TVariant } from "./load-variants";
import { ExtrasFieldsets, extrasPence, unmetGroup } from "./extras-fieldsets";

type TChooseVariantModalProps = {
  item: CategoryItemView;
  size: Size;
  variants: TVariant[];
  currency: string;
  onClose: () => void;
  onAdded: (lineId: string, basket: BasketView) => void;
};

/** Modal 1: pick a variant, the extras and how many, then Next puts them in the basket. */
export function ChooseVariantModal({ item, size, variants, currency, onClose, onAdded }: TChooseVariantModalProps) {
  const { add } = useBasket();
  const [variantId, setVariantId] = useState<string | null>(null);
  const [qty, setQty] = useState(1);
  const [extras, setExtras] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const firstOptionRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const qtyLabelId = useId();

  const basePence = item.pricing.find((p) => p.size === size)?.pricePence ?? 0;
  // The size's price and the chosen extras at that size, from the prices the menu sent.
  const unitPence = basePence + extrasPence(item.extras, extras, size);
  const hasVariants = variants.length > 0;
  const isChosen = variantId !== null || !hasVariants;
  const unmet = unmetGroup(item.extras, extras);
  const chosenVariant = variants.find((v) => v.id === variantId);
  const allergens = lineAllergens({
    item: item.allergens,
    variant: chosenVariant ? { added: chosenVariant.allergensAdded, removed: chosenVariant.allergensRemoved } : null,
    extras: item.extras
      .flatMap((g) => g.options)
      .filter((o) => extras.includes(o.id))
      .map((o) => o.allergens.filter(isAllergenCode)),
  });
  const canAdd = isChosen && !unmet;
  // For display only: the server works out the real price of the line.
  const shownTotal = formatMoney(isChosen ? unitPence * qty : 0, currency);

  const choose = (id: string) => {
    setVariantId(id);
    setError(null);
  };

  const changeQty = (delta: number) => {
    setQty((current) => Math.min(MAX_QTY, Math.max(1, current + delta)));
    setError(null);
  };

  const addToBasket = async () => {
    if (!canAdd || isAdding) return;
    setIsAdding(true);
    setError(null);
    const result = await add({
      qty,
      total: toMajor(unitPence * qty),
      variantId,
      dishId: item.id,
      size,
      extras,
    });
    setIsAdding(false);
    if (result.ok && result.lineId) {
      onAdded(result.lineId, result.basket);
      return;
    }
    if (!result.ok) {
      setError(
        result.fieldErrors.qty ??
          result.fieldErrors.extras ??
          result.fieldErrors.total ??
          result.fieldErrors.variantId ??
          result.message,
      );
    }
  };

  return (
    <Modal
      title={item.name}
      description={`${SIZE_LABELS[size]} · ${formatMoney(basePence, currency)} each`}
      onClose={onClose}
      initialFocusRef={firstOptionRef}
      size="lg"
      testId="choose-variant-modal"
      footer={
        <ModalFooter error={error}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            {/* Said when a choice changes it: a screen reader hears the new price without leaving the choice. */}
            <p aria-live="polite" aria-atomic="true" className="text-lg font-extrabold text-ink">
              Total <span data-testid="variant-modal-total">{shownTotal}</span>
            </p>
            <div className="flex flex-col items-stretch gap-1 sm:items-end">
              <button
                type="button"
                disabled={!canAdd || isAdding}
                aria-describedby={canAdd ? undefined : hintId}
                onClick={() => void addToBasket()}
                className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-8 text-lg font-bold text-navy hover:bg-brand-strong disabled:cursor-not-allowed disabled:bg-surface disabled:text-ink-muted"
              >
                {isAdding ? "Adding…" : "Next"}
              </button>
              {canAdd ? null : (
                <p id={hintId} className="text-sm font-medium text-ink-muted" data-testid="variant-modal-hint">
                  {isChosen && unmet
                    ? `${unmet.name}: ${unmet.min === 1 ? "choose one" : `choose ${unmet.min}`}`
                    : "Please select an item first"}
                </p>
              )}
            </div>
          </div>
        </ModalFooter>
      }
    >
      {hasVariants ? (
        <fieldset>
          <legend className="text-base font-bold text-ink">Choose an option</legend>
          <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {variants.map((variant, index) => (
              <label
                key={variant.id}
                className="relative flex cursor-pointer flex-col overflow-hidden rounded-xl border-2 border-line bg-white text-ink transition-colors hover:border-navy/50 has-[:checked]:border-navy has-[:checked]:bg-brand-soft has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy"
              >
                <input
                  ref={index === 0 ? firstOptionRef : undefined}
                  type="radio"
                  name="variant"
                  value={variant.id}
                  disabled={!variant.available}
                  checked={variantId === variant.id}
                  onChange={() => choose(variant.id)}
                  // Invisible but covering the card: a tap anywhere on it (or a screen reader's) hits the radio.
                  className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
                />
                <img
                  // Two columns on a phone, three in the 44rem dialog from the sm breakpoint.
                  {...pictureSources(variant.image, "(min-width: 640px) 210px, 50vw")}
                  alt=""
                  width={200}
                  height={140}
                  className="aspect-[10/7] w-full bg-surface object-cover"
                />
                <span className="flex min-h-11 items-center gap-2 px-3 py-2 text-sm font-semibold">
                  <span
                    aria-hidden="true"
                    className={`size-4 shrink-0 rounded-full border-2 ${
                      variantId === variant.id
                        ? "border-navy bg-navy shadow-[inset_0_0_0_2px_white]"
                        : "border-ink-muted"
                    }`}
                  />
                  {variant.name}
                  {variant.available ? null : <span className="font-normal text-ink-muted">(sold out)</span>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <ExtrasFieldsets
        groups={item.extras}
        size={size}
        currency={currency}
        chosen={extras}
        onChange={(next) => {
          setExtras(next);
          setError(null);
        }}
      />

      {/* The line's allergens with the variant and the extras chosen, as the basket will have them, and the labels still true of it (decision 016). */}
      <div className="mt-4 space-y-1.5" data-testid="variant-modal-allergens">
        <DietaryPills dietary={lineDietary(item.dietary, allergens)} spice={item.spice} />
        <AllergenLine
          allergens={allergens}
          // What the line contains is not also what it may contain (as a dish's are saved).
          mayContain={item.mayContain.filter((a) => !allergens.includes(a))}
          detailsHref={allergenRowHref(item.id)}
          dishName={item.name}
        />
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <span id={qtyLabelId} className="text-base font-bold text-ink">
          Quantity
        </span>
        <div role="group" aria-labelledby={qtyLabelId} className="flex items-center gap-3">
          <button
            type="button"
            aria-label="Decrease quantity"
            disabled={!isChosen || qty <= 1}
            onClick={() => changeQty(-1)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-navy text-navy hover:bg-surface disabled:cursor-not-allowed disabled:border-line disabled:text-ink-muted/60"
          >
            <MinusIcon className="size-5" />
          </button>
          <output
            aria-live="polite"
            data-testid="variant-modal-qty"
            className="w-8 text-center text-xl font-extrabold text-ink"
          >
            {qty}
          </output>
          <button
            type="button"
            aria-label="Increase quantity"
            disabled={!isChosen || qty >= MAX_QTY}
            onClick={() => changeQty(1)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-navy text-navy hover:bg-surface disabled:cursor-not-allowed disabled:border-line disabled:text-ink-muted/60"
          >
            <PlusIcon className="size-5" />
          </button>
        </div>
      </div>
      {qty >= MAX_QTY ? (
        <p className="mt-2 text-sm text-ink-muted">You can order at most {MAX_QTY} of one item.</p>
      ) : null}
    </Modal>
  );
}
