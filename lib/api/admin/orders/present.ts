import "server-only";
import type { listOrdersOfCustomer } from "@/lib/admin/customers";
import { allowedNextStatuses } from "@/lib/admin/order-flow";
import type { listBoardOrders } from "@/lib/admin/orders-board";
import { paymentStatusOf } from "@/lib/orders/present";
import { toMajor } from "@/lib/money";
import { absoluteMediaUrl } from "../../media-url";
import type { TAdminOrderDto, TAdminOrderLineDto, TBoardOrderDto } from "./contract";

type OrderRow = Awaited<ReturnType<typeof listOrdersOfCustomer>>[number];
type BoardOrderRow = Awaited<ReturnType<typeof listBoardOrders>>[number];

function presentAdminOrderLine(l: OrderRow["lines"][number]): TAdminOrderLineDto {
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

/** The spec's "Order (admin view)" (GET /api/adminauth/ArchivedOrder/{userId}). */
export function presentAdminOrder(order: OrderRow): TAdminOrderDto {
  return {
    _id: order.id,
    grandtotal: toMajor(order.grandTotalPence),
    currency: order.currency,
    paymentStatus: paymentStatusOf(order),
    status: order.status,
    address: order.deliveryAddress ? { address: order.deliveryAddress } : null,
    createdAt: order.createdAt.toISOString(),
    Iteam: order.lines.map(presentAdminOrderLine),
    discount: toMajor(order.discountPence),
    promotions: order.promotions.map((p) => ({ _id: p.promotionId, name: p.name, amount: toMajor(p.amountPence) })),
  };
}

/** An order on the kitchen's board (GET /api/adminauth/orders). */
export function presentBoardOrder(order: BoardOrderRow): TBoardOrderDto {
  return {
    ...presentAdminOrder(order),
    placedAt: order.placedAt?.toISOString() ?? null,
    customer: { _id: order.customer.id, username: order.customer.username, email: order.customer.email },
    nextStatuses: allowedNextStatuses(order.status),
  };
}
