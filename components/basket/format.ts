import { formatMoney, toMinor } from "@/lib/platform/money";
import { SIZE_LABELS } from "@/lib/menu/shared";
import type { TBasketLine } from "@/lib/api/store/cart/contract";

/** The API's major units (12.49) as shown money (£12.49). */
export function formatMajor(major: number, currency: string): string {
  return formatMoney(toMinor(major), currency);
}

export function describeItemCount(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}

/** "Margherita – Large, Thin & Crispy": tells apart two lines of the same dish. */
export function describeLine(line: TBasketLine): string {
  const extras = line.extras.length ? `+ ${line.extras.map((e) => e.name).join(", ")}` : null;
  const details = [SIZE_LABELS[line.size], line.subcategoryId.isVariant ? line.subcategoryId.subCategoryname : null, extras].filter(Boolean).join(", ");
  return `${line.categoryItem.categoryItemName} – ${details}`;
}
