import { requireCustomer } from "@/lib/auth/request-auth";
import { ZVerifyPaymentSchema } from "@/lib/basket/schemas";
import { AppError } from "@/lib/http/app-error";
import { readJson } from "@/lib/http/body";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { completePayment } from "@/lib/orders/complete-payment";
import { getPaymentProvider } from "@/lib/payments/provider";
import { isValidPaymentSignature, VERIFY_FAILED } from "@/lib/payments/signatures";

export const POST = route(async (req) => {
  const { customerId } = await requireCustomer(req);
  const input = await readJson(req, ZVerifyPaymentSchema, 4096).catch(() => {
    throw AppError.invalidInput(VERIFY_FAILED);
  });
  const { secret } = getPaymentProvider();
  if (!isValidPaymentSignature(input.razorpay_order_id, input.razorpay_payment_id, input.razorpay_signature, secret)) {
    throw AppError.invalidInput(VERIFY_FAILED);
  }
  const paid = await completePayment({
    providerOrderId: input.razorpay_order_id,
    providerPaymentId: input.razorpay_payment_id,
    customerId,
  });
  return ok({ orderId: paid.orderId }, "Payment verified successfully.");
});
