"use client";

import {
  ALLERGEN_SHORT,
  isAllergenCode,
  sortAllergens,
  type OptionGroupView,
  type Size,
  optionPriceFor,
} from "@/lib/menu/shared";
import { formatMoney } from "@/lib/platform/money";

/** What a group asks for, in words: "Choose 1", "Up to 5", "Choose 1 to 2". */
export function groupRule(group: Pick<OptionGroupView, "min" | "max">): string {
  if (group.min === group.max) return `Choose ${group.min}`;
  if (group.min === 0) return `Optional · up to ${group.max}`;
  return `Choose ${group.min} to ${group.max}`;
}

/** The chosen options' price per unit at `size` (display only: the server prices the line). */
export function extrasPence(groups: OptionGroupView[], chosen: string[], size: Size): number {
  return groups
    .flatMap((g) => g.options)
    .reduce((sum, o) => (chosen.includes(o.id) ? sum + optionPriceFor(o, size) : sum), 0);
}

/** The first group whose rule the choice does not meet yet, or null. */
export function unmetGroup(groups: OptionGroupView[], chosen: string[]): OptionGroupView | null {
  return (
    groups.find((g) => {
      const n = g.options.filter((o) => chosen.includes(o.id)).length;
      return n < g.min || n > g.max;
    }) ?? null
  );
}

type TExtrasFieldsetsProps = {
  groups: OptionGroupView[];
  size: Size;
  currency: string;
  chosen: string[];
  onChange: (chosen: string[]) => void;
};

/** The option groups of a dish: radios for "choose exactly one", checkboxes up to the maximum. */
export function ExtrasFieldsets({ groups, size, currency, chosen, onChange }: TExtrasFieldsetsProps) {
  return (
    <>
      {groups.map((group) => {
        const inGroup = group.options.filter((o) => chosen.includes(o.id)).map((o) => o.id);
        const isSingle = group.max === 1;
        const isFull = inGroup.length >= group.max;
        const toggle = (id: string, on: boolean) => {
          const others = chosen.filter((c) => (isSingle ? !group.options.some((o) => o.id === c) : c !== id));
          onChange(on ? [...others, id] : others);
        };
        return (
          <fieldset key={group.id} className="mt-6" data-testid="extras-group">
            <legend className="text-base font-bold text-ink">
              {group.name} <span className="text-sm font-medium text-ink-muted">({groupRule(group)})</span>
            </legend>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {group.options.map((option) => {
                const isChecked = chosen.includes(option.id);
                const price = optionPriceFor(option, size);
                const isDisabled = !option.available || (!isChecked && !isSingle && isFull);
                const allergens = sortAllergens(option.allergens.filter(isAllergenCode));
                return (
                  <label
                    key={option.id}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-line bg-white px-3 py-2 text-sm font-semibold text-ink has-[:checked]:border-navy has-[:checked]:bg-brand-soft has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy"
                  >
                    <input
                      type={isSingle ? "radio" : "checkbox"}
                      name={`extras-${group.id}`}
                      value={option.id}
                      checked={isChecked}
                      disabled={isDisabled}
                      onChange={(e) => toggle(option.id, e.target.checked)}
                      className="size-5 accent-navy"
                    />
                    <span className="flex-1">
                      {option.name}
                      {/* What an extra brings, before it is ticked: the line's allergens below say it after. */}
                      {allergens.length ? (
                        <span className="block text-xs font-normal text-ink-muted" data-testid="extra-allergens">
                          Contains {allergens.map((a) => ALLERGEN_SHORT[a].toLowerCase()).join(", ")}
                        </span>
                      ) : null}
                    </span>
                    <span className="text-ink-muted">
                      {!option.available ? "Sold out" : price > 0 ? `+${formatMoney(price, currency)}` : "Free"}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
