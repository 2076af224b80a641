import type { ChosenExtra } from "./option-types";

/** The extras frozen on an order line (a JSON column), read back defensively: a bad entry is skipped. */
export function readFrozenExtras(json: unknown): ChosenExtra[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((e: unknown) => {
    if (!e || typeof e !== "object") return [];
    const { optionId, group, name, pricePence } = e as Record<string, unknown>;
    if (typeof optionId !== "string" || typeof name !== "string" || typeof pricePence !== "number") return [];
    return [{ optionId, group: typeof group === "string" ? group : "", name, pricePence }];
  });
}
