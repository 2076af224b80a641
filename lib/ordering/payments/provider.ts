import "server-only";
import { getConfig } from "@/lib/platform/config";
import type { PaymentMethodName as PaymentMethod } from "./payment-methods";
import { cashProvider } from "./cash-provider";
import { razorpayProvider } from "./razorpay-provider";
import { stripeProvider } from "./stripe-provider";
import { testProvider } from "./test-provider";

// One payment layer (decision 030): every way of paying is a provider with the same few verbs,
// so checkout, confirmation, reconciliation and refunds are written once. Medusa's payment
// providers and TastyIgniter's PayRegister are the models: each provider opens a payment for a
// pending order, is looked up when its confirmations were lost, and refunds all or part.

export type ProviderName = "stripe" | "razorpay" | "cash" | "test";

export type ProviderRefund = { id: string; status: "pending" | "processed" | "failed"; amountPence: number };

/** A payment as the provider knows it. Only `captured` means the money is ours. */
export type ProviderPayment = { id: string; status: string; amountPence: number };

/** What the browser needs to pay an opened payment. */
export type OpenedPayment = { providerOrderId: string; clientSecret: string | null };

export type PaymentProvider = {
  name: ProviderName;
  method: PaymentMethod;
  /** What the browser opens the payment with: Razorpay's key id, Stripe's publishable key. */
  keyId: string;
  /** Razorpay and the test mode sign and check the window's answer with it; unused by the others. */
  secret: string;
  webhookSecret: string | null;
  /**
   * Opens a payment of exactly `amountPence` for our order. Asking again for the same order gives
   * the same payment where the provider can (Stripe's idempotency key is derived from the order).
   */
  open(input: { orderId: string; amountPence: number; currency: string }): Promise<OpenedPayment>;
  /** A payment opened before (a repeated checkout of the same basket): what the browser needs again. */
  reopen(providerOrderId: string): Promise<OpenedPayment>;
  /** The payments made against one of ours (reconciliation): captured ones took the money. */
  lookUp(providerOrderId: string): Promise<ProviderPayment[]>;
  /**
   * Makes a payment that was given up impossible to pay later, where the provider can: "paid"
   * when it was paid after all, "unsupported" when the provider cannot cancel (Razorpay).
   */
  cancel(providerOrderId: string): Promise<"cancelled" | "paid" | "unsupported">;
  /** Refunds part or all of a payment. `receipt` is our refund's id: it finds the refund again. */
  refund(input: { paymentId: string; amountPence: number; receipt: string; reason: string }): Promise<ProviderRefund>;
  /** The refund made with this receipt, if the provider has one (a try that crashed after asking). */
  findRefund(paymentId: string, receipt: string): Promise<ProviderRefund | null>;
  fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund>;
};

/** Stripe is on with all three of its keys (lib/platform/config checks they come together). */
export function isStripeOn(): boolean {
  return Boolean(getConfig().STRIPE_SECRET_KEY);
}

export function isRazorpayOn(): boolean {
  const c = getConfig();
  return Boolean(c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET);
}

/**
 * The labelled test payment mode stands in for Razorpay when it has no keys, unless live Stripe
 * keys are set: a live shop must not be payable by a stand-in window that takes no money.
 */
export function isTestModeOn(): boolean {
  return !isRazorpayOn() && !getConfig().STRIPE_SECRET_KEY?.includes("_live_");
}

/**
 * The spec's provider: what create_order without a body opens and verify_order's three ids are
 * checked with. Razorpay with its keys, else the test mode (which may be off: isTestModeOn).
 */
export function getPaymentProvider(): PaymentProvider {
  return isRazorpayOn() ? razorpayProvider() : testProvider();
}

/** The provider behind a payment row, or null when it is not configured any more. */
export function providerFor(name: string): PaymentProvider | null {
  switch (name) {
    case "stripe":
      return isStripeOn() ? stripeProvider() : null;
    case "razorpay":
      return isRazorpayOn() ? razorpayProvider() : null;
    case "test":
      return isRazorpayOn() ? null : testProvider();
    case "cash":
      return cashProvider();
    default:
      return null;
  }
}

/** The provider that takes a payment method, or null when that method is not configured. */
export function providerForMethod(method: PaymentMethod): PaymentProvider | null {
  switch (method) {
    case "card":
      return providerFor("stripe");
    case "razorpay":
      return providerFor("razorpay");
    case "test":
      return isTestModeOn() ? testProvider() : null;
    case "cash":
      return cashProvider();
  }
}
