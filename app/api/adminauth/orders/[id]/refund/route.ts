import { refundOrder } from "@/lib/api/admin/refunds/contract";
import { presentRefund } from "@/lib/api/admin/refunds/present";
import { handle } from "@/lib/api/handle";
import { toMajor, toMinor } from "@/lib/platform/money";
import { loadOrderRefunds, requestRefund } from "@/lib/ordering";

/** In full (no amount, no lines), by lines, or by an amount; one Idempotency-Key, one refund. */
export const POST = handle(refundOrder, async ({ req, params, body, auth }) => {
  const key = req.headers.get("idempotency-key")?.trim().slice(0, 100) || undefined;
  const { refund, isNew } = await requestRefund({
    orderId: params.id,
    adminId: auth.adminId,
    amountPence: body.amount == null ? null : toMinor(body.amount),
    lineIds: (body.lineIds ?? []).map((id) => id.toLowerCase()),
    reason: body.reason,
    requestKey: key ? `${auth.adminId}:${key}` : undefined,
  });
  const all = (await loadOrderRefunds(params.id))!;
  return {
    data: {
      refund: presentRefund(refund),
      refunds: all.refunds.map(presentRefund),
      refunded: toMajor(all.refundedPence),
      refundable: toMajor(all.refundablePence),
      currency: all.currency,
    },
    message: isNew ? "Refund requested" : "This refund was already requested",
    status: isNew ? 201 : 200,
    audit: {
      action: isNew ? "order.refund" : "order.refund.repeat",
      targetType: "order",
      targetName: all.orderNumber,
      after: {
        refundId: refund.id,
        amountPence: refund.amountPence,
        tipPence: refund.tipPence,
        lineIds: body.lineIds ?? [],
      },
      reason: body.reason ?? null,
    },
  };
});
