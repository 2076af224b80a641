import { handle } from "@/lib/api/handle";
import { verifyOrder, VERIFY_FAILED } from "@/lib/api/store/orders/contract";
import { AppError } from "@/lib/platform/errors";
import { completePayment, getPaymentProvider, isValidPaymentSignature } from "@/lib/ordering";

export const POST = handle(verifyOrder, async ({ auth, body }) => {
  const { secret } = getPaymentProvider();
  if (!isValidPaymentSignature(body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature, secret)) {
    throw AppError.invalidInput(VERIFY_FAILED);
  }
  const paid = await completePayment({
    providerOrderId: body.razorpay_order_id,
    providerPaymentId: body.razorpay_payment_id,
    customerId: auth.customerId,
  });
  return { data: { orderId: paid.orderId }, message: "Payment verified successfully." };
});
