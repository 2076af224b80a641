import { clearCashBlock } from "@/lib/api/admin/customers/contract";
import { handle } from "@/lib/api/handle";
import { clearCashBlock as clear } from "@/lib/ordering";

export const POST = handle(clearCashBlock, async ({ params }) => {
  const cleared = await clear(params.id);
  return {
    data: { _id: cleared.customerId, cashNotCollected: 0, cashBlocked: false },
    message: "Cash is open to this customer again",
    audit: {
      action: "customer.cash-cleared",
      targetType: "customer",
      before: { cashNotCollected: cleared.notCollectedBefore },
      after: { cashNotCollected: 0, clearedAt: cleared.clearedAt.toISOString() },
    },
  };
});
