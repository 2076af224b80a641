import { reprintOrder as reprintOrderEndpoint } from "@/lib/api/admin/printers/contract";
import { handle } from "@/lib/api/handle";
import { reprintOrder } from "@/lib/printing";

export const POST = handle(reprintOrderEndpoint, async ({ auth, params, body }) => {
  const { jobs, orderNumber } = await reprintOrder({ orderId: params.id, adminId: auth.adminId, ...body });
  return {
    data: { _id: params.id, jobs },
    message: jobs === 1 ? "Sent to the printer" : `Sent to ${jobs} printers`,
    // A reprint is a print on purpose, named as such on the audit trail (issue 23).
    audit: {
      action: "order.reprint",
      targetType: "order",
      targetName: orderNumber,
      after: { jobs, purpose: body.purpose ?? "all", printerId: body.printerId ?? null },
    },
  };
});
