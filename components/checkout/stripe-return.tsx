"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { verifyStripePayment } from "./payment-api";

/** Asks the server to verify the PaymentIntent Stripe returned with, then opens the order's confirmation. */
export function StripeReturn({ paymentIntentId }: { paymentIntentId: string | null }) {
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(paymentIntentId ? null : "Nothing to confirm here.");

  useEffect(() => {
    if (!paymentIntentId) return;
    let isCurrent = true;
    void verifyStripePayment(paymentIntentId).then(({ body }) => {
      if (!isCurrent) return;
      if (body.success && body.data) router.replace(`/order-confirmation/${body.data.orderId}`);
      else setProblem(body.message);
    });
    return () => {
      isCurrent = false;
    };
  }, [paymentIntentId, router]);

  if (!problem) {
    return (
      <p role="status" className="mt-4 text-lg text-ink-muted">
        One moment: we are checking your payment with the bank…
      </p>
    );
  }
  return (
    <div role="alert" className="mt-4 space-y-3 rounded-2xl border border-line bg-white p-5">
      <p className="font-semibold text-ink">{problem}</p>
      <p className="text-ink-muted">
        If money left your account, your order will still be placed and we will e-mail you.
      </p>
      <IntentLink
        href="/checkout"
        className="inline-flex min-h-11 items-center rounded-full bg-navy px-5 font-semibold text-white"
      >
        Back to checkout
      </IntentLink>
    </div>
  );
}
