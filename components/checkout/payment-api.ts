import { callApi } from "@/lib/api/client";
import { createOrder, verifyOrder, type TPaymentProof } from "@/lib/api/store/orders/contract";
import { payInTestMode as testPay } from "@/lib/api/store/payments/contract";

// The payment calls, in the order the real Razorpay window makes them happen:
// create the order → pay (Razorpay, or the test window) → verify the signed answer.

export { VERIFY_FAILED, type TPaymentOrder, type TPaymentProof } from "@/lib/api/store/orders/contract";

export function createPaymentOrder() {
  return callApi(createOrder);
}

export function payInTestMode(orderId: string, outcome: "success" | "failure") {
  return callApi(testPay, { body: { razorpay_order_id: orderId, outcome } });
}

export function verifyPayment(proof: TPaymentProof) {
  return callApi(verifyOrder, {
    body: {
      razorpay_order_id: proof.razorpay_order_id,
      razorpay_payment_id: proof.razorpay_payment_id,
      razorpay_signature: proof.razorpay_signature,
    },
  });
}
