"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { ALLERGEN_LABELS, ALLERGENS, DIETARY_LABELS, DIETARY_NAMES } from "@/lib/menu/shared";
import { FieldError } from "@/components/ui/form-fields";

// Checkbox groups for a dish's allergens and labels (decision 016): one fieldset per list,
// its legend the question, each box labelled with the law's wording.

type TCheckboxGroupProps = {
  legend: string;
  hint?: string;
  name: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  registration: UseFormRegisterReturn;
};

export function CheckboxGroup({ legend, hint, name, options, error, registration }: TCheckboxGroupProps) {
  const describedBy = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-describedby={describedBy} data-testid={`${name}-fieldset`}>
      <legend className="font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 grid gap-x-4 gap-y-1.5 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((o) => (
          <label key={o.value} className="flex min-h-8 items-center gap-2 text-sm text-ink">
            <input type="checkbox" value={o.value} className="size-4 accent-navy" {...registration} />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}

export const ALLERGEN_OPTIONS = ALLERGENS.map((a) => ({ value: a, label: ALLERGEN_LABELS[a] }));
export const DIETARY_OPTIONS = DIETARY_LABELS.map((d) => ({ value: d, label: DIETARY_NAMES[d] }));
