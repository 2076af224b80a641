import { toMajor } from "@/lib/platform/money";
import { ratePercent } from "@/lib/platform/vat";
import type { TVatBreakdownDto } from "./schemas";

/** VAT rows in pence (lib/ordering's VatRow) → the wire's, in major units. */
export function presentVatBreakdown(
  rows: readonly { basisPoints: number; netPence: number; vatPence: number; grossPence: number }[],
): TVatBreakdownDto {
  return rows.map((r) => ({
    ratePercent: ratePercent(r.basisPoints),
    net: toMajor(r.netPence),
    vat: toMajor(r.vatPence),
    gross: toMajor(r.grossPence),
  }));
}
