"use client";

import { useId, useState } from "react";
import { formatMajor } from "@/components/basket/format";
import { CONTROL_CLASS, FieldError } from "@/components/ui/form-fields";
import { MAX_TIP_PENCE, TIP_PERCENTS, tipForPercent } from "@/lib/ordering/shared";
import { currencySymbol, toMajor, toMinor } from "@/lib/platform/money";

// A tip for the rider or the kitchen (decision 030): none, a share of the food after offers, or
// an amount. Only the amount goes to the server (`tip`, major units); the server adds it on top of
// the total, outside VAT and never discounted.

export type TTipChoice = { kind: "none" } | { kind: "percent"; percent: number } | { kind: "amount"; text: string };

/** The tip in major units for a choice, or null when the typed amount is not one. */
export function tipOf(choice: TTipChoice, goodsPence: number): number | null {
  if (choice.kind === "none") return 0;
  if (choice.kind === "percent") return toMajor(tipForPercent(goodsPence, choice.percent));
  const text = choice.text.trim();
  if (text === "") return 0;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const pence = toMinor(Number(text));
  return pence <= MAX_TIP_PENCE ? toMajor(pence) : null;
}

const CHOICE =
  "flex min-h-11 cursor-pointer items-center justify-center rounded-full border px-4 whitespace-nowrap text-sm font-semibold has-[:checked]:border-navy has-[:checked]:bg-navy has-[:checked]:text-white has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand";

export function TipPicker({
  choice,
  onChange,
  goodsPence,
  currency,
  fulfilment,
}: {
  choice: TTipChoice;
  onChange: (choice: TTipChoice) => void;
  /** The food after offers, in pence: what a percentage is of. */
  goodsPence: number;
  currency: string;
  fulfilment: "delivery" | "collection";
}) {
  const name = useId();
  const amountId = useId();
  const [isTouched, setIsTouched] = useState(false);
  const tip = tipOf(choice, goodsPence);
  const error =
    choice.kind === "amount" && isTouched && tip === null
      ? `Give an amount up to ${formatMajor(toMajor(MAX_TIP_PENCE), currency)}, such as 2.50.`
      : undefined;
  const options: { key: string; label: string; value: TTipChoice }[] = [
    { key: "none", label: "No tip", value: { kind: "none" } },
    ...TIP_PERCENTS.map((percent) => ({
      key: `p${percent}`,
      label: `${percent}% (${formatMajor(toMajor(tipForPercent(goodsPence, percent)), currency)})`,
      value: { kind: "percent", percent } as TTipChoice,
    })),
    { key: "amount", label: "Other", value: { kind: "amount", text: "" } },
  ];
  const selected = choice.kind === "percent" ? `p${choice.percent}` : choice.kind;

  return (
    <fieldset className="space-y-2" data-testid="tip-picker">
      <legend className="font-bold text-ink">
        {fulfilment === "collection" ? "Add a tip for the kitchen" : "Add a tip for your rider"}
      </legend>
      <p className="text-sm text-ink-muted">
        All of it goes to the team. It is not part of the order total, so no VAT or offer applies to it.
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.key} className={`${CHOICE} border-line text-ink`}>
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={selected === o.key}
              onChange={() => onChange(o.key === "amount" && choice.kind === "amount" ? choice : o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {choice.kind === "amount" ? (
        <div>
          <label htmlFor={amountId} className="mb-1 block text-sm font-semibold text-ink">
            Tip amount ({currencySymbol(currency)})
          </label>
          <input
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            value={choice.text}
            onChange={(e) => onChange({ kind: "amount", text: e.target.value })}
            onBlur={() => setIsTouched(true)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${amountId}-error` : undefined}
            className={`${CONTROL_CLASS} w-40`}
          />
          <FieldError id={`${amountId}-error`} message={error} />
        </div>
      ) : null}
    </fieldset>
  );
}
