import { markOrderPaid } from "@/lib/api/admin/orders/contract";
import { handle } from "@/lib/api/handle";
import { toMajor } from "@/lib/platform/money";
import { markCashPaid } from "@/lib/ordering";

export const POST = handle(markOrderPaid, async ({ params }) => {
  const paid = await markCashPaid({ orderId: params.id });
  return {
    data: {
      _id: paid.orderId,
      paymentStatus: "success",
      paidAt: paid.paidAt.toISOString(),
      amount: toMajor(paid.amountPence),
    },
    message: paid.alreadyPaid ? "Already marked paid" : "Cash taken",
    audit: {
      action: "order.cash-paid",
      targetType: "order",
      targetName: paid.orderNumber,
      before: { paymentStatus: paid.alreadyPaid ? "success" : "due" },
      after: { paymentStatus: "success", amountPence: paid.amountPence, paidAt: paid.paidAt.toISOString() },
    },
  };
});
