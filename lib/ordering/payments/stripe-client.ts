import "server-only";
import Stripe from "stripe";
import { getConfig } from "@/lib/platform/config";

// The official SDK, pointed at STRIPE_API_URL when it is set (a test double on 127.0.0.1), as
// RAZORPAY_API_URL points Razorpay's. One client per configuration: tests change it between cases.

let cached: { key: string; client: Stripe } | null = null;

export function stripeClient(): Stripe {
  const c = getConfig();
  const key = `${c.STRIPE_SECRET_KEY}|${c.STRIPE_API_URL ?? ""}`;
  if (cached?.key === key) return cached.client;
  const url = c.STRIPE_API_URL ? new URL(c.STRIPE_API_URL) : null;
  const client = new Stripe(c.STRIPE_SECRET_KEY!, {
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === "https:" ? 443 : 80),
          protocol: url.protocol === "https:" ? ("https" as const) : ("http" as const),
        }
      : {}),
    // The SDK retries network failures and 5xx with the same idempotency key.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "pizza-storefront" },
  });
  cached = { key, client };
  return client;
}

/** What Stripe's webhook signature check throws on a bad signature or an old timestamp. */
export function isSignatureError(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeSignatureVerificationError;
}

export function isStripeError(err: unknown): err is InstanceType<typeof Stripe.errors.StripeError> {
  return err instanceof Stripe.errors.StripeError;
}

export type { Stripe };
