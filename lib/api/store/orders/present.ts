import "server-only";
import { type listCustomerOrders, type CustomerOrderDetail, orderNumber, paymentStatusOf } from "@/lib/ordering";
import { toMajor } from "@/lib/platform/money";
import { ratePercent } from "@/lib/platform/vat";
import { presentVatBreakdown } from "../../present-vat";
import { presentOrderLine } from "../../present-order-line";
import type { TCustomerOrder, TTrackedOrder } from "./contract";

type OrderRow = Awaited<ReturnType<typeof listCustomerOrders>>[number];

/** The customer's history entry (GET /api/cart/userOreder). */
export function presentCustomerOrder(order: OrderRow | CustomerOrderDetail): TCustomerOrder {
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
    fulfilment: order.fulfilment,
    promisedAt: order.promisedAt?.toISOString() ?? null,
    refunds: order.refunds.map((r) => ({
      _id: r.id,
      amount: toMajor(r.amountPence),
      reason: r.reason,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      processedAt: r.processedAt?.toISOString() ?? null,
    })),
    orderNumber: orderNumber(order.id),
    vatBreakdown: presentVatBreakdown(order.vat.kept),
  };
}

/** The tracking page's order (GET /api/cart/userOreder/{id}). */
export function presentTrackedOrder(order: CustomerOrderDetail): TTrackedOrder {
  return {
    ...presentCustomerOrder(order),
    timeline: order.statusChanges.map((c) => ({ status: c.toStatus, at: c.createdAt.toISOString(), reason: c.reason })),
    vat: { ratePercent: ratePercent(order.vatHeadlineBasisPoints), amount: toMajor(order.vatPence) },
  };
}
