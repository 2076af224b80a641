import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { orderNumber } from "../orders/order-number";

export type CashPaid = {
  orderId: string;
  /** The number staff say ("#1042"), for the audit trail's entry. */
  orderNumber: string;
  amountPence: number;
  paidAt: Date;
  alreadyPaid: boolean;
};

/**
 * Staff took the cash for a cash order (POST /api/adminauth/orders/{id}/paid, orders.cash): its
 * payment and the order are marked paid, once; a second press answers the first. From then on its
 * offers count as used (decision 030) and a cancellation refunds it like any paid order.
 */
export async function markCashPaid(input: { orderId: string; now?: Date }): Promise<CashPaid> {
  const now = input.now ?? new Date();
  return getDb().$transaction(async (tx) => {
    const locked = await tx.$queryRaw<
      { id: string }[]
    >`SELECT id FROM "Order" WHERE id = ${input.orderId}::uuid FOR UPDATE`;
    if (!locked.length) throw AppError.notFound("Order");
    const order = await tx.order.findUniqueOrThrow({
      where: { id: input.orderId },
      select: {
        status: true,
        paymentMethod: true,
        paidAt: true,
        number: true,
        payments: { where: { provider: "cash" }, select: { id: true, amountPence: true, status: true } },
      },
    });
    const payment = order.payments[0];
    const named = { orderId: input.orderId, orderNumber: orderNumber({ id: input.orderId, number: order.number }) };
    if (order.status === "pending") throw AppError.notFound("Order");
    if (order.paymentMethod !== "cash" || !payment)
      throw new AppError("CONFLICT", "This order was paid online: there is no cash to take.");
    if (order.paidAt) return { ...named, amountPence: payment.amountPence, paidAt: order.paidAt, alreadyPaid: true };
    if (order.status === "cancelled" || order.status === "rejected") {
      throw new AppError("CONFLICT", "This order was cancelled: there is nothing to pay.");
    }
    await tx.payment.update({
      where: { id: payment.id },
      data: { status: "paid", providerPaymentId: `cash_paid_${input.orderId}`, paidAt: now },
    });
    await tx.order.update({ where: { id: input.orderId }, data: { paidAt: now } });
    return { ...named, amountPence: payment.amountPence, paidAt: now, alreadyPaid: false };
  });
}
