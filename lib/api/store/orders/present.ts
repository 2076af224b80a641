import "server-only";
import type { listCustomerOrders } from "@/lib/orders/list-customer-orders";
import { paymentStatusOf } from "@/lib/orders/present";
import { toMajor } from "@/lib/money";
import { absoluteMediaUrl } from "../../media-url";
import type { TCustomerOrder } from "./contract";

type OrderRow = Awaited<ReturnType<typeof listCustomerOrders>>[number];

function presentOrderLine(l: OrderRow["lines"][number]): TCustomerOrder["cartItem"]["Iteam"][number] {
  return {
    _id: l.id,
    qty: l.qty,
    total: toMajor(l.totalPence),
    unitPrice: toMajor(l.unitPricePence),
    size: l.size,
    subcategoryId: l.subcategoryName
      ? { _id: l.subcategoryId, subCategoryname: l.subcategoryName, image: absoluteMediaUrl(l.subcategoryImage) }
      : null,
    categoryItem: { _id: l.categoryItemId, categoryItemName: l.itemName, image: absoluteMediaUrl(l.itemImagePath) },
    additionalInfo: { detailinfo: l.instruction ?? "" },
    discount: toMajor(l.discountPence),
    freeWith: l.freeWith,
  };
}

/** The customer's history entry (GET /api/cart/userOreder). */
export function presentCustomerOrder(order: OrderRow): TCustomerOrder {
  return {
    _id: order.id,
    grandTotal: toMajor(order.grandTotalPence),
    subtotal: toMajor(order.subtotalPence),
    discount: toMajor(order.discountPence),
    deliveryFee: toMajor(order.deliveryFeePence),
    currency: order.currency,
    deliveryAddress: order.deliveryAddress,
    paymentStatus: paymentStatusOf(order),
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    placedAt: order.placedAt?.toISOString() ?? null,
    cartItem: { Iteam: order.lines.map(presentOrderLine) },
    promotions: order.promotions.map((p) => ({ _id: p.promotionId, name: p.name, amount: toMajor(p.amountPence) })),
  };
}
