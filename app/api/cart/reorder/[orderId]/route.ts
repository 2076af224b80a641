import { handle } from "@/lib/api/handle";
import { reorderOrder } from "@/lib/api/store/cart/contract";
import { presentReorder } from "@/lib/api/store/cart/present";
import { reorder } from "@/lib/ordering";

/** "Order again" from order history and the tracking page (issue 25). */
export const POST = handle(reorderOrder, async ({ auth, params }) => {
  const result = await reorder(auth.customerId, params.orderId);
  const message = result.skipped.length
    ? result.added
      ? "Added to your basket, except what is no longer available."
      : "Nothing from this order can be ordered today."
    : "Added to your basket.";
  return { data: await presentReorder(result, auth.customerId), message };
});
