import type { TPaymentMethodDto } from "./contract";

// The checkout's ways of paying in the screens' words.

export type PaymentMethodView = {
  method: TPaymentMethodDto["method"];
  label: string;
  isAvailable: boolean;
  reason: string | null;
  isDefault: boolean;
  isSetUp: boolean;
  /** Stripe's publishable key, on the card method when Stripe is on. */
  publishableKey: string | null;
};

export function toPaymentMethodViews(methods: TPaymentMethodDto[]): PaymentMethodView[] {
  return methods.map((m) => ({
    method: m.method,
    label: m.label,
    isAvailable: m.available,
    reason: m.reason,
    isDefault: m.isDefault,
    isSetUp: m.isSetUp,
    publishableKey: m.publishableKey ?? null,
  }));
}
