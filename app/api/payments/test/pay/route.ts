import { handle } from "@/lib/api/handle";
import { payInTestMode } from "@/lib/api/store/payments/contract";
import { payInTestMode as pay } from "@/lib/ordering";

export const POST = handle(payInTestMode, async ({ auth, body }) => {
  const result = await pay(auth.customerId, body.razorpay_order_id, body.outcome);
  return { data: result, message: result.ok ? "Test payment made" : "Test payment declined" };
});
