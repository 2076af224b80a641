import { VAT_CLASSES, VAT_CLASS_LABELS, ratePercent, vatRateOn } from "@/lib/platform/vat";
import { shopDayOf } from "@/lib/platform/time/shared";

/** What each class means at a takeaway (decision 034), said where the admin chooses it. */
export const VAT_CLASS_HINT =
  "Hot food, soft drinks, ice cream and sweets: standard. Cold food sold to take away (salads, cold desserts, dips): zero.";

/** The VAT classes as a select's options, each with today's rate: "Standard (20%)". */
export function VatClassOptions() {
  const today = shopDayOf(new Date());
  return (
    <>
      {VAT_CLASSES.map((vatClass) => (
        <option key={vatClass} value={vatClass}>
          {VAT_CLASS_LABELS[vatClass]} ({ratePercent(vatRateOn(vatClass, today))}%)
        </option>
      ))}
    </>
  );
}
