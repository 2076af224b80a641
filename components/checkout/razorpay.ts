import type { TPaymentOrder, TPaymentProof } from "./payment-api";

// Razorpay's browser checkout, loaded only when a real (non-test) payment is about to open.

const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

type TRazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string };
  theme?: { color?: string };
  handler: (response: TPaymentProof) => void;
  modal?: { ondismiss?: () => void };
};

type TRazorpayInstance = {
  open: () => void;
  on: (event: "payment.failed", callback: (response: { error?: { description?: string } }) => void) => void;
};

declare global {
  interface Window {
    Razorpay?: new (options: TRazorpayOptions) => TRazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

function loadCheckoutScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // Let the next attempt try again rather than keep a failed promise.
      loading = null;
      script.remove();
      reject(new Error("The payment window could not be loaded."));
    };
    document.head.appendChild(script);
  });
  return loading;
}

type TOpenRazorpayInput = {
  order: TPaymentOrder;
  customer: { name: string; email: string };
  /** The shop's trading name, shown as the payee. */
  shopName: string;
  onPaid: (proof: TPaymentProof) => void;
  onFailed: (description: string) => void;
  onDismiss: () => void;
};

/** Opens Razorpay's window for a created order; rejects when its script cannot be loaded. */
export async function openRazorpay({
  order,
  customer,
  shopName,
  onPaid,
  onFailed,
  onDismiss,
}: TOpenRazorpayInput): Promise<void> {
  await loadCheckoutScript();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error("The payment window could not be loaded.");
  const checkout = new Razorpay({
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    order_id: order.orderId,
    name: shopName,
    description: `Order ${order.orderRef.slice(-8)}`,
    prefill: { name: customer.name, email: customer.email },
    theme: { color: "#fc8a06" },
    handler: onPaid,
    modal: { ondismiss: onDismiss },
  });
  // Razorpay keeps its window open after a decline so the customer can try another way.
  checkout.on("payment.failed", (response) => onFailed(response.error?.description ?? "The payment was declined."));
  checkout.open();
}
