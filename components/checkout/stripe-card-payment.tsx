"use client";

import { Elements, ExpressCheckoutElement, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeElementsOptions, StripeExpressCheckoutElementReadyEvent } from "@stripe/stripe-js";
// The pure entry loads Stripe.js from js.stripe.com only when a card is chosen, not on every page.
import { loadStripe } from "@stripe/stripe-js/pure";
import { useEffect, useRef, useState } from "react";
import { SpinnerIcon } from "@/components/basket/icons";
import { formatMoney } from "@/lib/platform/money";
import { verifyStripePayment } from "./payment-api";
import type { TPayment } from "./use-payment";

// Cards, Apple Pay, Google Pay and Link through Stripe (decision 030): the Payment Element and the
// Express Checkout Element collect the details first (Stripe's deferred intent: nothing is
// created while the customer is choosing), then Pay creates the order and its PaymentIntent on
// the server, confirms it with Stripe.js, and asks the server to verify it. A bank's check that
// leaves the page comes back to /checkout/return, which verifies the same way.

const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => {
      // Let the next render try again rather than keep a failed promise.
      loaded.delete(publishableKey);
      return null;
    });
    loaded.set(publishableKey, promise);
  }
  return promise;
}

type TCardPaymentProps = {
  publishableKey: string;
  /** What is charged, in pence: the order's total and the tip. */
  amountPence: number;
  currency: string;
  tip: number;
  /** Why paying is not possible yet (no address, minimum not met), or null. */
  blockedReason: string | null;
  payment: TPayment;
};

export function StripeCardPayment(props: TCardPaymentProps) {
  const options: StripeElementsOptions = {
    mode: "payment",
    amount: props.amountPence,
    currency: props.currency.toLowerCase(),
    appearance: { theme: "stripe", variables: { colorPrimary: "#0b1f3a", borderRadius: "10px", fontSizeBase: "16px" } },
  };
  const stripePromise = stripeFor(props.publishableKey);
  return (
    <Elements stripe={stripePromise} options={options}>
      <CardForm {...props} stripePromise={stripePromise} />
    </Elements>
  );
}

function CardForm({
  amountPence,
  currency,
  tip,
  blockedReason,
  payment,
  stripePromise,
}: TCardPaymentProps & { stripePromise: Promise<Stripe | null> }) {
  const stripe = useStripe();
  const elements = useElements();
  const [isPaying, setIsPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hasWallets, setHasWallets] = useState(false);
  const [isElementReady, setIsElementReady] = useState(false);
  const [hasLoadFailed, setHasLoadFailed] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void stripePromise.then((loadedStripe) => {
      if (isCurrent && !loadedStripe) setHasLoadFailed(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [stripePromise]);
  const inFlightRef = useRef(false);
  const money = formatMoney(amountPence, currency);

  /** Answers whether the payment went through (the wallet's sheet is told when it did not). */
  async function pay(): Promise<boolean> {
    if (!stripe || !elements || inFlightRef.current || blockedReason) return false;
    inFlightRef.current = true;
    setIsPaying(true);
    setError(null);
    try {
      // The card's details are checked by Stripe before any order is made.
      const { error: detailsError } = await elements.submit();
      if (detailsError) {
        setError(detailsError.message ?? "Check your card details.");
        return false;
      }
      const order = await payment.createCardPayment(tip);
      if (!order) return false;
      const { error: payError, paymentIntent } = await stripe.confirmPayment({
        elements,
        clientSecret: order.clientSecret,
        confirmParams: { return_url: `${window.location.origin}/checkout/return` },
        redirect: "if_required",
      });
      if (payError || !paymentIntent) {
        setError(payError?.message ?? "The payment did not go through. Please try again.");
        return false;
      }
      const { body } = await verifyStripePayment(paymentIntent.id);
      if (body.success && body.data) {
        payment.showPlaced(body.data.orderId);
        return true;
      }
      payment.showError("Payment not confirmed", body.message);
      return false;
    } finally {
      inFlightRef.current = false;
      setIsPaying(false);
    }
  }

  return (
    <div className="space-y-4" data-testid="card-payment">
      <div hidden={!hasWallets}>
        <ExpressCheckoutElement
          options={{ buttonHeight: 48, paymentMethods: { applePay: "always", googlePay: "always", link: "auto" } }}
          onReady={(event: StripeExpressCheckoutElementReadyEvent) =>
            setHasWallets(Boolean(event.availablePaymentMethods))
          }
          onConfirm={(event) => {
            void pay().then((isPaid) => {
              if (!isPaid) event.paymentFailed({ reason: "fail" });
            });
          }}
        />
        <p className="mt-3 text-center text-sm text-ink-muted">or pay by card</p>
      </div>
      <PaymentElement
        options={{ layout: "tabs" }}
        onReady={() => setIsElementReady(true)}
        onLoadError={() => setHasLoadFailed(true)}
      />
      {error ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          data-testid="card-error"
        >
          {error}
        </p>
      ) : null}
      <button
        type="button"
        disabled={!stripe || !isElementReady || blockedReason !== null || isPaying}
        onClick={() => void pay()}
        data-testid="pay-by-card"
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand px-6 py-3 text-lg font-bold text-navy hover:bg-brand-strong disabled:cursor-not-allowed disabled:bg-surface disabled:text-ink-muted"
      >
        {isPaying ? <SpinnerIcon className="size-5" /> : null}
        {isPaying ? "Paying…" : `Pay ${money}`}
      </button>
      {!stripe || !isElementReady ? (
        <p className="text-sm text-ink-muted" role="status">
          {hasLoadFailed
            ? "The secure card form could not be loaded. Check your connection and reload the page."
            : "Loading the secure card form…"}
        </p>
      ) : null}
    </div>
  );
}
