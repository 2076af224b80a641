"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useEffect, useRef, type ReactNode } from "react";
import { OrderReceipt, PromisedTime } from "@/components/tracking/order-receipt";
import type { TrackedOrderView } from "@/lib/api/store/orders/view";
import { howPaidText } from "@/lib/ordering/shared";

// The page the checkout opens once an order is paid, or placed for cash (issue 25): the order
// number to quote, what was ordered and charged, how it was paid, when it will be ready, and
// the way to tracking. It reads the order once; tracking is the page that keeps asking.

/** `collectFrom`: the server's CollectFrom for a collection order (the shop's address), or nothing. */
export function OrderConfirmation({ order, collectFrom }: { order: TrackedOrderView; collectFrom?: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Arriving from the checkout's Pay button, a screen reader starts at the news and a phone
    // at the top of the page, not where the button was.
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  const isCollection = order.fulfilment === "collection";

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 lg:px-8" data-testid="order-confirmation">
      <div className="rounded-2xl border border-line bg-white p-5 sm:p-6">
        <p className="text-sm font-semibold tracking-wide text-green-800 uppercase">
          <span aria-hidden="true">✓ </span>Order confirmed
        </p>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 text-3xl font-extrabold tracking-tight text-ink outline-none sm:text-4xl"
        >
          Thank you, your order is in
        </h1>
        <p className="mt-3 text-lg text-ink" data-testid="confirmation-number">
          Your order number is <strong className="font-mono text-2xl">{order.orderNumber}</strong>
        </p>
        <p className="mt-1 text-sm text-ink-muted">Quote it if you call the shop about your order.</p>

        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-ink-muted">Payment</dt>
            <dd className="text-lg font-bold text-ink" data-testid="confirmation-payment">
              {howPaidText(order)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{isCollection ? "Collection" : "Delivery"}</dt>
            <dd className="text-lg font-bold text-ink" data-testid="confirmation-fulfilment">
              {isCollection ? "You collect it at the counter" : `To ${order.deliveryAddress ?? "your address"}`}
            </dd>
          </div>
        </dl>
        {order.promisedAt ? (
          <PromisedTime order={order} />
        ) : (
          <p className="mt-3 rounded-2xl bg-brand-soft px-4 py-3 text-navy" data-testid="promised-time">
            The kitchen will give you a time when it accepts your order.
          </p>
        )}
        {collectFrom}

        <div className="mt-6 flex flex-wrap items-center gap-4">
          <IntentLink
            href={`/order-detail/${order.id}`}
            className="inline-flex min-h-12 items-center rounded-full bg-navy px-6 text-lg font-semibold text-white hover:bg-navy-soft"
          >
            Track my order
          </IntentLink>
          <IntentLink
            href="/order"
            className="inline-flex min-h-11 items-center font-semibold text-navy underline underline-offset-2"
          >
            Back to the menu
          </IntentLink>
        </div>
      </div>

      <OrderReceipt order={order} headingId="confirmation-order-heading" />
    </div>
  );
}
