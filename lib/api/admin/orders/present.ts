import "server-only";
import { canSeeCustomerEmail, type StaffRole } from "@/lib/accounts/shared";
import {
  type listBoardOrders,
  type AdminOrderDetail,
  type MovedOrder,
  orderNumber,
  paymentStatusOf,
  type orderSelect,
  type OrderVat,
} from "@/lib/ordering";
import { cashDuePence, nextStatuses } from "@/lib/ordering/shared";
import type { Prisma } from "@/lib/platform/db";
import { toMajor } from "@/lib/platform/money";
import { ratePercent } from "@/lib/platform/vat";
import { presentVatBreakdown } from "../../present-vat";
import { presentOrderLine } from "../../present-order-line";
import { presentRefund } from "../refunds/present";
import type { TAdminOrderDto, TAdminOrderLineDto, TBoardOrderDto, TMovedDto, TOrderDetailDto } from "./contract";

/** The fields every admin view of an order reads (lib/ordering's orderSelect). */
type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderSelect }> & { vat: OrderVat };
type BoardOrderRow = Awaited<ReturnType<typeof listBoardOrders>>[number];

function presentAdminOrderLine(l: OrderRow["lines"][number] | AdminOrderDetail["lines"][number]): TAdminOrderLineDto {
  return { ...presentOrderLine(l), unavailableAtPayment: l.unavailableAtPayment };
}

/** The spec's "Order (admin view)" (GET /api/adminauth/ArchivedOrder/{userId}). */
export function presentAdminOrder(order: OrderRow | AdminOrderDetail): TAdminOrderDto {
  return {
    _id: order.id,
    grandtotal: toMajor(order.grandTotalPence),
    currency: order.currency,
    paymentStatus: paymentStatusOf(order),
    status: order.status,
    address: { address: order.deliveryAddress ?? "" },
    contact: {
      name: order.contactName,
      phone: order.contactPhone,
      postcode: order.deliveryPostcode,
      riderNotes: order.riderNotes,
      zone: order.deliveryZone,
    },
    createdAt: order.createdAt.toISOString(),
    Iteam: order.lines.map(presentAdminOrderLine),
    discount: toMajor(order.discountPence),
    promotions: order.promotions.map((p) => ({ _id: p.promotionId, name: p.name, amount: toMajor(p.amountPence) })),
    soldOutSinceOrdered: order.soldOutSinceOrdered,
    paymentMethod: order.paymentMethod,
    tip: toMajor(order.tipPence),
    paidAt: order.paidAt?.toISOString() ?? null,
    amountDue: toMajor(cashDuePence(order)),
    orderNumber: orderNumber(order),
    refunded: toMajor(order.refunds.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amountPence, 0)),
    vatBreakdown: presentVatBreakdown(order.vat.kept),
  };
}

/**
 * An order on the kitchen's board (GET /api/adminauth/orders), as `role` may read it: the
 * customer's e-mail only for a role that handles customers (decision 115).
 */
export function presentBoardOrder(order: BoardOrderRow | AdminOrderDetail, role: StaffRole): TBoardOrderDto {
  const { id, username, email } = order.customer;
  return {
    ...presentAdminOrder(order),
    placedAt: order.placedAt?.toISOString() ?? null,
    customer: canSeeCustomerEmail(role) ? { _id: id, username, email } : { _id: id, username },
    nextStatuses: nextStatuses(order.status, order.fulfilment),
    fulfilment: order.fulfilment,
    promisedAt: order.promisedAt?.toISOString() ?? null,
    slotStart: order.slotStart?.toISOString() ?? null,
    escalatedAt: order.escalatedAt?.toISOString() ?? null,
    ...("matchesSearch" in order && order.matchesSearch !== undefined ? { matchesSearch: order.matchesSearch } : {}),
  };
}

/** One order as the admin's order page shows it (GET /api/adminauth/orders/{id}) to `role`. */
export function presentOrderDetail(order: AdminOrderDetail, role: StaffRole): TOrderDetailDto {
  return {
    ...presentBoardOrder(order, role),
    subtotal: toMajor(order.subtotalPence),
    discount: toMajor(order.discountPence),
    deliveryFee: toMajor(order.deliveryFeePence),
    Iteam: order.lines.map((l) => ({
      ...presentAdminOrderLine(l),
      paid: toMajor(l.totalPence - l.discountPence),
      refunded: order.refundedLineIds.has(l.id),
    })),
    history: order.statusChanges.map((c) => ({
      from: c.fromStatus,
      to: c.toStatus,
      at: c.createdAt.toISOString(),
      by: c.admin?.username ?? null,
      reason: c.reason,
    })),
    payments: order.payments.map((p) => ({
      _id: p.id,
      provider: p.provider,
      providerPaymentId: p.providerPaymentId,
      amount: toMajor(p.amountPence),
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      paidAt: p.paidAt?.toISOString() ?? null,
    })),
    refunds: order.refunds.map(presentRefund),
    paid: toMajor(order.paidPence),
    refunded: toMajor(order.refundedPence),
    refundable: toMajor(order.refundablePence),
    vat: { ratePercent: ratePercent(order.vatHeadlineBasisPoints), amount: toMajor(order.vatPence) },
    vatSold: presentVatBreakdown(order.vat.sold),
    shop: {
      name: order.shop.name,
      address: order.shop.address,
      phone: order.shop.phone,
      vatNumber: order.shop.vatNumber,
    },
  };
}

/** An order accepted or rejected: its new status, promised time and what the move refunded. */
export function presentMovedOrder(moved: MovedOrder): TMovedDto {
  return {
    _id: moved.orderId,
    status: moved.to,
    promisedAt: moved.promisedAt?.toISOString() ?? null,
    refunded: toMajor(moved.refundPence),
  };
}

/** The audit trail's entry for a status move, whichever endpoint made it. */
export function auditOrderMove(moved: MovedOrder) {
  return {
    action: `order.${moved.to}`,
    targetType: "order",
    targetName: moved.orderNumber,
    before: { status: moved.from },
    after: {
      status: moved.to,
      refundedPence: moved.refundPence,
      // Which refund the move made and the tip in it, as a refund by hand records them.
      ...(moved.refund ? { refundId: moved.refund.id, tipPence: moved.refund.tipPence } : {}),
    },
  };
}
