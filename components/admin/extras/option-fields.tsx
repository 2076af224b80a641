"use client";

import { useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { useCurrencySymbol } from "@/components/ui/currency";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { SIZE_LABELS, SIZES, ALLERGEN_SHORT, isAllergenCode, sortAllergens } from "@/lib/menu/shared";
import { TrashIcon } from "../icons";
import { ALLERGEN_OPTIONS, CheckboxGroup } from "../menu/allergen-fields";
import { VatClassOptions } from "../menu/vat-class-options";
import { errorAt, type TOptionGroupValues } from "./form-values";

type TOptionFieldsProps = {
  index: number;
  register: UseFormRegister<TOptionGroupValues>;
  control: Control<TOptionGroupValues>;
  errors: FieldErrors<TOptionGroupValues>;
  onRemove: () => void;
};

const CHECK = "size-5 rounded border-ink-muted accent-navy";
const CHOICE = "flex min-h-11 items-center gap-2.5 text-ink";

/** One option of the group: its name, price (one, or per size), allergens and whether it is on sale. */
export function OptionFields({ index, register, control, errors, onRemove }: TOptionFieldsProps) {
  const currency = useCurrencySymbol();
  const path = `options.${index}` as const;
  const [name, hasSizePrices, allergens] = useWatch({
    control,
    name: [`${path}.name`, `${path}.hasSizePrices`, `${path}.allergens`],
  });
  const message = (field: string) => errorAt(errors, `${path}.${field}`);
  const allergenError = message("allergens");
  const ticked = sortAllergens(Array.isArray(allergens) ? allergens.filter(isAllergenCode) : []).map(
    (a) => ALLERGEN_SHORT[a],
  );
  const number = index + 1;

  return (
    <fieldset className="rounded-xl border border-line p-4 sm:p-5" data-testid="option-fields">
      <legend className="px-1 font-bold text-ink">
        Option {number}
        {name ? <span className="font-normal text-ink-muted">: {name}</span> : null}
      </legend>
      <div className="grid gap-x-4 sm:grid-cols-[minmax(0,1fr)_11rem]">
        <TextField
          label="Name"
          isRequired
          maxLength={60}
          autoComplete="off"
          error={message("name")}
          {...register(`${path}.name`)}
        />
        <TextField
          label={`Price (${currency})`}
          isRequired
          inputMode="decimal"
          hint="0.00 for free."
          error={message("price")}
          {...register(`${path}.price`)}
        />
      </div>
      <div className="sm:max-w-xs">
        <SelectField
          label="VAT"
          hint="Taxed at its own rate inside the dish's line."
          error={message("vatClass")}
          {...register(`${path}.vatClass`)}
        >
          <VatClassOptions />
        </SelectField>
      </div>
      <div className="flex flex-wrap gap-x-6">
        <label className={CHOICE}>
          <input type="checkbox" className={CHECK} {...register(`${path}.available`)} />
          On sale
        </label>
        <label className={CHOICE}>
          <input type="checkbox" className={CHECK} {...register(`${path}.hasSizePrices`)} />A different price for some
          sizes
        </label>
      </div>
      {hasSizePrices ? (
        <fieldset className="mt-3" aria-describedby={`${path}-sizes-hint`}>
          <legend className="font-semibold text-ink">Price by size</legend>
          <p id={`${path}-sizes-hint`} className="mt-1 text-sm text-ink-muted">
            Leave a size empty to charge the price above.
          </p>
          <div className="mt-2 grid grid-cols-2 gap-x-4 lg:grid-cols-4">
            {SIZES.map((size) => (
              <TextField
                key={size}
                label={`${SIZE_LABELS[size]} (${currency})`}
                inputMode="decimal"
                error={message(`sizePrices.${size}`)}
                {...register(`${path}.sizePrices.${size}`)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      {/* Open while the allergens have something to say, so a message is never hidden. */}
      <details className="mt-3 rounded-lg bg-surface/60 px-3 py-2" open={allergenError ? true : undefined}>
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-ink">
          Allergens: <span className="font-normal">{ticked.length ? ticked.join(", ") : "none"}</span>
        </summary>
        <div className="pt-2 pb-1">
          <CheckboxGroup
            legend="This option contains"
            hint="Added to the dish's allergens when a customer chooses it."
            name={`${path}.allergens`}
            options={ALLERGEN_OPTIONS}
            error={allergenError}
            registration={register(`${path}.allergens`)}
          />
        </div>
      </details>
      <button
        type="button"
        onClick={onRemove}
        className="mt-3 inline-flex min-h-11 items-center gap-1.5 rounded-full border border-red-700/50 px-4 text-sm font-semibold text-red-800 hover:bg-red-50"
      >
        <TrashIcon className="size-4" />
        Remove option {number}
        <span className="sr-only">{name ? ` (${name})` : ""}</span>
      </button>
    </fieldset>
  );
}
