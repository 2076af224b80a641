import { isVatClass } from "@/lib/platform/vat";
import type { ChosenExtra } from "./option-types";

/** The extras frozen on an order line (a JSON column), read back defensively: a bad entry is skipped. */
export function readFrozenExtras(json: unknown): ChosenExtra[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((e: unknown) => {
    if (!e || typeof e !== "object") return [];
    const { optionId, group, name, pricePence, vatClass, vatRateBasisPoints } = e as Record<string, unknown>;
    if (typeof optionId !== "string" || typeof name !== "string" || typeof pricePence !== "number") return [];
    // Lines ordered before VAT classes (decision 034) were all taxed at the standard rate, 20%.
    const frozenClass = isVatClass(vatClass) ? vatClass : "standard";
    const rate = typeof vatRateBasisPoints === "number" ? vatRateBasisPoints : isVatClass(vatClass) ? undefined : 2000;
    return [
      {
        optionId,
        group: typeof group === "string" ? group : "",
        name,
        pricePence,
        vatClass: frozenClass,
        ...(rate === undefined ? {} : { vatRateBasisPoints: rate }),
      },
    ];
  });
}
