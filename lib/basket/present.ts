import { toMajor } from "@/lib/money";
import type { PricedBasket } from "./load-basket";
import type { PricedLine } from "./pricing";

// The spec's names (`Iteam`, `subcategoryId` populated with the variant, `additionalInfo`),
// money in major units, computed by the server.

export function presentLine(line: PricedLine) {
  return {
    _id: line.id,
    qty: line.qty,
    total: toMajor(line.totalPence),
    unitPrice: toMajor(line.unitPence),
    size: line.size,
    subcategoryId: line.variant ? { _id: line.variant.id, subCategoryname: line.variant.name, image: line.variant.image } : null,
    categoryItem: { _id: line.item.id, categoryItemName: line.item.name, image: line.item.image },
    additionalInfo: { detailinfo: line.instruction ?? "" },
  };
}

export function presentBasket(basket: PricedBasket, currency: string) {
  const t = basket.totals;
  return {
    _id: basket.id,
    Iteam: basket.lines.map(presentLine),
    subtotal: toMajor(t.subtotalPence),
    discount: toMajor(t.discountPence),
    deliveryFee: toMajor(t.deliveryFeePence),
    grandtotal: toMajor(t.grandTotalPence),
    currency,
    itemCount: t.itemCount,
    minimumOrder: toMajor(t.minimumOrderPence),
    amountToMinimum: toMajor(t.shortOfMinimumPence),
    promo: basket.promo.code
      ? { code: basket.promo.code, applied: basket.promo.applied, message: basket.promo.applied ? "5% off your first order." : basket.promo.reason }
      : null,
    addressId: basket.addressId,
  };
}

export type BasketDto = ReturnType<typeof presentBasket>;
export type BasketLineDto = ReturnType<typeof presentLine>;
