import "server-only";
import { getDb } from "@/lib/platform/db";
import type { ProviderRefund } from "../payments/provider";
import { tipShareOf } from "./amounts";

/**
 * A refund made at the provider rather than here (Stripe's dashboard): recorded once, keyed by the
 * provider's refund id, so that the order shows it and what is left to refund stays true. Answers
 * whether it was new. The order row is locked as requestRefund locks it.
 */
export async function recordProviderRefund(input: {
  orderId: string;
  paymentId: string;
  refund: ProviderRefund;
  reason: string;
}): Promise<boolean> {
  return getDb().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${input.orderId}::uuid FOR UPDATE`;
    const known = await tx.refund.findUnique({ where: { providerRefundId: input.refund.id }, select: { id: true } });
    if (known) return false;
    const order = await tx.order.findUniqueOrThrow({
      where: { id: input.orderId },
      select: {
        tipPence: true,
        payments: { where: { id: input.paymentId }, select: { amountPence: true } },
        refunds: { where: { status: { not: "failed" } }, select: { amountPence: true, lineIds: true } },
      },
    });
    const paidPence = order.payments[0]?.amountPence ?? 0;
    await tx.refund.create({
      data: {
        orderId: input.orderId,
        paymentId: input.paymentId,
        amountPence: input.refund.amountPence,
        tipPence: tipShareOf({ paidPence, tipPence: order.tipPence, refunds: order.refunds }, input.refund.amountPence),
        lineIds: [],
        reason: input.reason,
        status: input.refund.status,
        providerRefundId: input.refund.id,
        requestKey: `provider/${input.refund.id}`,
        processedAt: input.refund.status === "processed" ? new Date() : null,
      },
    });
    return true;
  });
}
