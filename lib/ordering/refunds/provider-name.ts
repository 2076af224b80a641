const PROVIDER_NAMES: Record<string, string> = {
  stripe: "Stripe",
  razorpay: "Razorpay",
  test: "The test payment mode",
};

/** A payment's provider as the owner knows it, for the shop's refund mails: "Stripe". */
export function providerNameOf(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider;
}
