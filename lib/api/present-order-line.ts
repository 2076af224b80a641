import "server-only";
import { toMajor } from "@/lib/platform/money";
import { presentFrozenExtras } from "./line-extras";
import { presentLineSubcategory } from "./line-subcategory";
import { absoluteMediaUrl } from "./media-url";
import type { OrderLineRow, TOrderLineDto } from "./order-line";

/** An order line on the wire, for the customer's order payloads and the admin's. */
export function presentOrderLine(l: OrderLineRow): TOrderLineDto {
  return {
    _id: l.id,
    qty: l.qty,
    total: toMajor(l.totalPence),
    unitPrice: toMajor(l.unitPricePence),
    size: l.size,
    subcategoryId: presentLineSubcategory(
      l.subcategoryName ? { id: l.subcategoryId, name: l.subcategoryName, image: l.subcategoryImage } : null,
      { name: l.itemName, image: l.itemImagePath },
    ),
    categoryItem: { _id: l.categoryItemId, categoryItemName: l.itemName, image: absoluteMediaUrl(l.itemImagePath) },
    additionalInfo: { detailinfo: l.instruction ?? "" },
    discount: toMajor(l.discountPence),
    freeWith: l.freeWith,
    allergens: l.allergens,
    extras: presentFrozenExtras(l.extras),
  };
}
