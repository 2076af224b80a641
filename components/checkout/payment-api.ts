import { callApi } from "@/lib/api/client";
import { listCheckoutMethods } from "@/lib/api/store/checkout/routes";
import { createOrder, verifyOrder } from "@/lib/api/store/orders/routes";
import type { TCreateOrderBody, TPaymentProof } from "@/lib/api/store/orders/contract";
import { payInTestMode as testPay } from "@/lib/api/store/payments/routes";

// The payment calls, in the order a payment happens: which ways of paying the basket may use →
// create the order (and its payment) → pay (Stripe's Payment Element, Razorpay or the test
// window; cash needs nothing) → have the server verify it.

export {
  VERIFY_FAILED,
  type TCashOrder,
  type TPaymentOrder,
  type TPaymentProof,
  type TStripeOrder,
} from "@/lib/api/store/orders/contract";

export type TPaymentChoice = { method: NonNullable<TCreateOrderBody["method"]>; tip: number };

export function loadPaymentMethods() {
  return callApi(listCheckoutMethods);
}

export function createPaymentOrder(choice: TPaymentChoice) {
  return callApi(createOrder, { body: { method: choice.method, ...(choice.tip > 0 ? { tip: choice.tip } : {}) } });
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

/** Back from Stripe: the server asks Stripe about this PaymentIntent before placing the order. */
export function verifyStripePayment(paymentIntentId: string) {
  return callApi(verifyOrder, { body: { payment_intent: paymentIntentId } });
}
