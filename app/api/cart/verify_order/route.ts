import { handle } from "@/lib/api/handle";
import { verifyOrder, VERIFY_FAILED } from "@/lib/api/store/orders/contract";
import { AppError } from "@/lib/platform/errors";
import {
  completePayment,
  confirmStripeReturn,
  getPaymentProvider,
  isTestModeOn,
  isValidPaymentSignature,
} from "@/lib/ordering";

export const POST = handle(verifyOrder, async ({ auth, body }) => {
  if ("payment_intent" in body) {
    // Back from Stripe: the server asks Stripe whether it succeeded (decision 030).
    const paid = await confirmStripeReturn(auth.customerId, body.payment_intent);
    return { data: { orderId: paid.orderId }, message: "Payment verified successfully." };
  }
  const { name, secret } = getPaymentProvider();
  // A live shop (decision 030) takes nothing from the stand-in window, even ids it signed before.
  if (name === "test" && !isTestModeOn()) throw AppError.invalidInput(VERIFY_FAILED);
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
