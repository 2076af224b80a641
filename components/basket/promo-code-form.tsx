"use client";

import { useId, useState, type FormEvent } from "react";
import { useBasket } from "./basket-provider";
import type { BasketView } from "@/lib/api/store/cart/view";

/** The promotion code box. Whether a code applies, and why not, is the server's answer. */
export function PromoCodeForm({ basket }: { basket: BasketView }) {
  const { applyPromo } = useBasket();
  const [code, setCode] = useState(basket.promo?.code ?? "");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<"apply" | "remove" | null>(null);
  const inputId = useId();
  const messageId = useId();
  const promo = basket.promo;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = code.trim();
    if (!trimmed) {
      setError("Enter a code.");
      return;
    }
    setPending("apply");
    setError(null);
    const result = await applyPromo(trimmed);
    setPending(null);
    if (!result.ok) setError(result.fieldErrors.code ?? result.message ?? "This code is not valid.");
    else setCode(result.basket.promo?.code ?? trimmed);
  };

  const removeCode = async () => {
    if (pending) return;
    setPending("remove");
    setError(null);
    const result = await applyPromo(null);
    setPending(null);
    if (!result.ok) setError(result.message || "We couldn't remove the code. Please try again.");
    else setCode("");
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
        Promo code
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          placeholder="e.g. ORDER5"
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-ink-muted/60 bg-white px-3 text-base text-ink uppercase placeholder:text-ink-muted placeholder:normal-case focus:border-navy"
        />
        <button
          type="submit"
          aria-disabled={pending !== null}
          className="min-h-11 shrink-0 rounded-lg bg-navy px-4 font-semibold text-white hover:bg-navy-soft aria-disabled:opacity-70"
        >
          {pending === "apply" ? "Applying…" : "Apply"}
        </button>
      </div>
      <div id={messageId} aria-live="polite" className="text-sm">
        {error ? (
          <p className="font-medium text-red-800" data-testid="promo-error">
            {error}
          </p>
        ) : promo ? (
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p
              className={promo.applied ? "font-medium text-green-800" : "font-medium text-red-800"}
              data-testid="promo-message"
            >
              <span className="font-bold">{promo.code}</span>: {promo.message}
            </p>
            <button
              type="button"
              onClick={() => void removeCode()}
              aria-disabled={pending !== null}
              aria-label={`Remove code ${promo.code}`}
              className="min-h-11 rounded font-semibold text-navy underline decoration-brand decoration-2 underline-offset-4 hover:decoration-navy"
            >
              {pending === "remove" ? "Removing…" : "Remove"}
            </button>
          </div>
        ) : null}
      </div>
    </form>
  );
}
