import type { Metadata } from "next";
import { StripeReturn } from "@/components/checkout/stripe-return";

export const metadata: Metadata = { title: "Confirming your payment", robots: { index: false } };

/** Where Stripe sends the customer back after a bank's check away from the checkout (decision 030). */
export default async function StripeReturnPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const paymentIntent = typeof query.payment_intent === "string" ? query.payment_intent : null;
  return (
    <div className="mx-auto max-w-xl px-4 pt-10 pb-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">Confirming your payment</h1>
      <StripeReturn paymentIntentId={paymentIntent} />
    </div>
  );
}
