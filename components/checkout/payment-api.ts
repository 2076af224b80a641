import { apiFetch, type TApiResult } from "@/lib/client/api";

// The payment calls, in the order the real Razorpay window makes them happen:
// create the order → pay (Razorpay, or the test window) → verify the signed answer.

export type TPaymentOrder = {
  /** Razorpay's order id (order_…), or the test mode's. */
  orderId: string;
  key: string;
  /** Minor units (pence), as Razorpay takes it. */
  amount: number;
  currency: string;
  testMode: boolean;
  /** Our own order id. */
  orderRef: string;
};

/** What Razorpay's checkout hands its `handler` after a payment. */
export type TPaymentProof = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

export type TTestPayAnswer = ({ ok: true } & TPaymentProof) | { ok: false; error: { description: string } };

export const VERIFY_FAILED = "Payment verification failed, please try again.";

export function createPaymentOrder(): Promise<TApiResult<TPaymentOrder>> {
  return apiFetch<TPaymentOrder>("/api/cart/create_order", { method: "POST" });
}

export function payInTestMode(orderId: string, outcome: "success" | "failure"): Promise<TApiResult<TTestPayAnswer>> {
  return apiFetch<TTestPayAnswer>("/api/payments/test/pay", {
    method: "POST",
    body: { razorpay_order_id: orderId, outcome },
  });
}

export function verifyPayment(proof: TPaymentProof): Promise<TApiResult<{ orderId: string }>> {
  return apiFetch<{ orderId: string }>("/api/cart/verify_order", {
    method: "POST",
    body: {
      razorpay_order_id: proof.razorpay_order_id,
      razorpay_payment_id: proof.razorpay_payment_id,
      razorpay_signature: proof.razorpay_signature,
    },
  });
}
