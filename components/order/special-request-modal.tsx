"use client";

import { useId, useRef, useState } from "react";
import { useBasket } from "@/components/basket/basket-provider";
import { formatMajor } from "@/components/basket/format";
import { DishThumbnail } from "@/components/ui/dish-thumbnail";
import { describeLine } from "@/lib/ordering/shared";
import type { BasketLineView, BasketView } from "@/lib/api/store/cart/view";
import { Modal } from "@/components/ui/modal";
import { ModalFooter } from "@/components/ui/modal-footer";

const MAX_REQUEST_LENGTH = 500;

type TSpecialRequestModalProps = {
  /** The line just added; Add stays disabled without it. */
  lineId: string | null;
  line: BasketLineView | undefined;
  currency: string;
  onClose: () => void;
  onSaved: (message: string, basket: BasketView) => void;
};

/** Modal 2: a special request for the line just added. */
export function SpecialRequestModal({ lineId, line, currency, onClose, onSaved }: TSpecialRequestModalProps) {
  const { setInstruction } = useBasket();
  const [text, setText] = useState(line?.instruction ?? "");
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const textareaId = useId();
  const hintId = useId();

  const save = async () => {
    if (!lineId || isSaving) return;
    setIsSaving(true);
    setError(null);
    const result = await setInstruction(lineId, text);
    setIsSaving(false);
    if (result.ok) onSaved(result.message || "Description added successfully", result.basket);
    else setError(result.fieldErrors.instruction ?? result.message);
  };

  return (
    <Modal
      title="Added to your basket"
      description={line ? describeLine(line).label : undefined}
      onClose={onClose}
      initialFocusRef={textareaRef}
      testId="special-request-modal"
      footer={
        <ModalFooter error={error}>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onClose}
              className="inline-flex min-h-12 items-center justify-center rounded-full border border-navy/30 px-6 font-semibold text-navy hover:bg-surface"
            >
              Take me back
            </button>
            <button
              type="button"
              disabled={!lineId || isSaving}
              onClick={() => void save()}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-8 text-lg font-bold text-navy hover:bg-brand-strong disabled:cursor-not-allowed disabled:bg-surface disabled:text-ink-muted"
            >
              {isSaving ? "Adding…" : "Add"}
            </button>
          </div>
        </ModalFooter>
      }
    >
      {line ? (
        <div className="mb-5 flex items-center gap-3 rounded-xl bg-surface p-3">
          <DishThumbnail src={line.picture} size={48} className="size-12 shrink-0 rounded-lg object-cover" />
          <p className="flex-1 text-ink">Qty {line.qty}</p>
          <p className="text-right text-ink">
            <span className="block text-xs text-ink-muted">Line total</span>
            <span className="text-lg font-extrabold" data-testid="request-modal-total">
              {formatMajor(line.total, currency)}
            </span>
          </p>
        </div>
      ) : null}
      <label htmlFor={textareaId} className="block text-base font-bold text-ink">
        Any special request?
      </label>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        For example “no olives” or “well done”. Up to {MAX_REQUEST_LENGTH} characters.
      </p>
      <textarea
        ref={textareaRef}
        id={textareaId}
        rows={8}
        maxLength={MAX_REQUEST_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        className="mt-3 block w-full resize-y rounded-xl border border-ink-muted/60 bg-white p-3 text-base text-ink focus:border-navy"
      />
      <p className="mt-1 text-right text-xs text-ink-muted" aria-hidden="true">
        {text.length}/{MAX_REQUEST_LENGTH}
      </p>
    </Modal>
  );
}
