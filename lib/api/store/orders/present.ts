import "server-only";
import {
  type listCustomerOrders,
  type CustomerOrderDetail,
  type PendingOrder,
  orderNumber,
  paymentStatusOf,
} from "@/lib/ordering";
import { cashDuePence } from "@/lib/ordering/shared";
import { toMajor } from "@/lib/platform/money";
import { ratePercent } from "@/lib/platform/vat";
import { presentVatBreakdown } from "../../present-vat";
import { presentOrderLine } from "../../present-order-line";
import type { TCustomerOrder, TTrackedOrder, createOrder } from "./contract";
import type { ResponseOf } from "../../endpoint";

/**
 * create_order's answer for each provider (decision 030). Razorpay and the test mode answer the
 * spec's fields (orderId is the provider's order, key, amount in pence) with `provider` added.
 */
export function presentPendingOrder(order: PendingOrder): ResponseOf<typeof createOrder> {
  switch (order.provider) {
    case "stripe":
      return {
        provider: "stripe",
        orderId: order.orderId,
        paymentIntentId: order.providerOrderId,
        clientSecret: order.clientSecret ?? "",
        publishableKey: order.keyId,
        amount: order.amountPence,
        currency: order.currency,
      };
    case "cash":
      return { provider: "cash", orderId: order.orderId, amount: order.amountPence, placed: true };
    default:
      return {
        provider: order.provider,
        orderId: order.providerOrderId,
        key: order.keyId,
        amount: order.amountPence,
        currency: order.currency,
        testMode: order.testMode,
        orderRef: order.orderId,
      };
  }
}

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
    orderNumber: orderNumber(order),
    paymentMethod: order.paymentMethod,
    tip: toMajor(order.tipPence),
    amountDue: toMajor(cashDuePence(order)),
    refunded: toMajor(order.refunds.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amountPence, 0)),
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
