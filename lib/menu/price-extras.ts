import type { Size } from "./types";
import type { ChosenExtra, OptionGroupView, OptionView } from "./option-types";

// Pure rules turning chosen option ids into priced extras for one dish and size.

export function optionPriceFor(option: Pick<OptionView, "pricePence" | "prices">, size: Size): number {
  return option.prices.find((p) => p.size === size)?.pricePence ?? option.pricePence;
}

export type ExtrasProblem =
  { kind: "unknown"; message: string } | { kind: "unavailable"; message: string } | { kind: "count"; message: string };

export type PricedExtras =
  { ok: true; extras: ChosenExtra[]; pencePerUnit: number } | { ok: false; problem: ExtrasProblem };

export const UNKNOWN_EXTRA = "This extra does not go with this dish.";

function countMessage(group: Pick<OptionGroupView, "name" | "min" | "max">): string {
  const what = group.name;
  if (group.min === group.max) return `${what}: choose ${group.min === 1 ? "one" : `exactly ${group.min}`}.`;
  if (group.min === 0) return `${what}: choose at most ${group.max}.`;
  return `${what}: choose from ${group.min} to ${group.max}.`;
}

/**
 * Checks a choice of options against a dish's groups (every id in one of them, each at most
 * once, available, between each group's min and max) and prices it for the size.
 */
export function priceExtras(groups: OptionGroupView[], optionIds: string[], size: Size): PricedExtras {
  const byId = new Map<string, { group: OptionGroupView; option: OptionView }>();
  for (const group of groups) for (const option of group.options) byId.set(option.id, { group, option });
  if (new Set(optionIds).size !== optionIds.length) {
    return { ok: false, problem: { kind: "count", message: "Choose each extra only once." } };
  }
  const extras: ChosenExtra[] = [];
  const counts = new Map<string, number>();
  for (const id of optionIds) {
    const found = byId.get(id);
    if (!found) return { ok: false, problem: { kind: "unknown", message: UNKNOWN_EXTRA } };
    if (!found.option.available) {
      return { ok: false, problem: { kind: "unavailable", message: `${found.option.name} is sold out.` } };
    }
    counts.set(found.group.id, (counts.get(found.group.id) ?? 0) + 1);
    extras.push({
      optionId: id,
      group: found.group.name,
      name: found.option.name,
      pricePence: optionPriceFor(found.option, size),
      vatClass: found.option.vatClass,
    });
  }
  for (const group of groups) {
    const n = counts.get(group.id) ?? 0;
    if (n < group.min || n > group.max) return { ok: false, problem: { kind: "count", message: countMessage(group) } };
  }
  // In the menu's order, whatever order the client sent them in.
  const order = [...byId.keys()];
  extras.sort((a, b) => order.indexOf(a.optionId) - order.indexOf(b.optionId));
  return { ok: true, extras, pencePerUnit: extras.reduce((sum, e) => sum + e.pricePence, 0) };
}

/**
 * What a client that sends no `extras` (the spec's) gets: nothing optional, and for a group that
 * requires a choice its first available free options (decision 017). Null when a required group
 * has no free choice: such a dish needs the client to choose.
 */
export function defaultExtras(groups: OptionGroupView[]): string[] | null {
  const ids: string[] = [];
  for (const group of groups) {
    if (group.min === 0) continue;
    const free = group.options.filter(
      (o) => o.available && o.pricePence === 0 && o.prices.every((p) => p.pricePence === 0),
    );
    if (free.length < group.min) return null;
    ids.push(...free.slice(0, group.min).map((o) => o.id));
  }
  return ids;
}

/**
 * The extras already on a basket line, priced at `size` from the menu as it is now (their
 * availability is the basket's check, not this one). Null when one of them is no longer on the
 * dish's menu: the line cannot be priced as it was chosen.
 */
export function priceChosenExtras(groups: OptionGroupView[], optionIds: string[], size: Size): ChosenExtra[] | null {
  const extras: ChosenExtra[] = [];
  for (const group of groups) {
    for (const option of group.options) {
      if (optionIds.includes(option.id)) {
        extras.push({
          optionId: option.id,
          group: group.name,
          name: option.name,
          pricePence: optionPriceFor(option, size),
          vatClass: option.vatClass,
        });
      }
    }
  }
  return extras.length === new Set(optionIds).size ? extras : null;
}
