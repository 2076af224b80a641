"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { ReorderButton } from "@/components/reorder/reorder-button";
import { LineDescription } from "@/components/ui/line-description";
import { callApi } from "@/lib/api/client";
import { trackMyOrder } from "@/lib/api/store/orders/contract";
import { cashDueText, toTrackedOrderView, type TrackedOrderView } from "@/lib/api/store/orders/view";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { FINAL_STATUSES, STATUS_TEXT, paymentLabel } from "@/lib/ordering/shared";
import { formatClock, formatLongDay } from "@/lib/platform/time/shared";

// The customer's tracking page: where the order is, when it was promised, what was refunded.
// It asks again every 15 seconds until the order is finished (polling: one request per open
// page, through the same API as everything else; see docs/decisions/018).

const POLL_MS = 15_000;
type TStatus = TrackedOrderView["status"];

const CUSTOMER_TEXT: Partial<Record<TStatus, string>> = {
  placed: "Order placed",
  accepted: "Accepted by the kitchen",
  preparing: "Being prepared",
};
const REFUND_STATUS = {
  pending: "on its way to your card",
  processed: "refunded",
  failed: "could not be made: we will contact you",
} as const;

function stepsFor(order: TrackedOrderView): TStatus[] {
  return order.fulfilment === "collection"
    ? ["placed", "accepted", "preparing", "ready_for_collection", "collected"]
    : ["placed", "accepted", "preparing", "out_for_delivery", "delivered"];
}

/** What the customer reads of the payment: "Paid", or the refund in full or in part (issue 23). */
function paymentText(order: TrackedOrderView): string {
  const label = paymentLabel(order);
  return label.tone === "paid" ? "Paid" : label.text;
}

function formatTime(iso: string): string {
  return formatClock(iso);
}
function formatDay(iso: string): string {
  return formatLongDay(iso);
}

export function OrderTracking({ initial }: { initial: TrackedOrderView }) {
  const [order, setOrder] = useState(initial);
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  const [isStale, setIsStale] = useState(false);
  const isFinal = (FINAL_STATUSES as readonly string[]).includes(order.status);

  useEffect(() => {
    if (isFinal) return;
    const timer = window.setInterval(async () => {
      const { body } = await callApi(trackMyOrder, { params: { id: initial.id } });
      setCheckedAt(new Date());
      if (body.success && body.data) {
        setOrder(toTrackedOrderView(body.data));
        setIsStale(false);
      } else setIsStale(true);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [initial.id, isFinal]);

  const money = (major: number) => formatMoney(toMinor(major), order.currency);
  const reached = new Map(order.timeline.map((t) => [t.status, t]));
  const stopped = order.timeline.find((t) => t.status === "cancelled" || t.status === "rejected");
  // A step the kitchen skipped (straight from accepted to on its way) is not shown as waiting.
  const allSteps = stepsFor(order);
  const lastReached = Math.max(...allSteps.map((s, i) => (reached.has(s) ? i : -1)));
  const steps = allSteps.filter((s, i) => reached.has(s) || i > lastReached);
  const lines = order.lines;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 lg:px-8" data-testid="order-tracking" data-status={order.status}>
      <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">Your order</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        Order <span className="font-mono">{order.orderNumber}</span>
      </h1>
      <p role="status" aria-live="polite" className="mt-2 text-xl font-bold text-ink" data-testid="tracking-status">
        {order.status === "placed"
          ? "Order placed: waiting for the kitchen"
          : (CUSTOMER_TEXT[order.status] ?? STATUS_TEXT[order.status])}
      </p>
      {order.promisedAt && !stopped ? (
        <p className="mt-3 rounded-2xl bg-brand-soft px-4 py-3 text-lg text-navy" data-testid="promised-time">
          {order.fulfilment === "collection" ? "Ready to collect at " : "Expected with you by "}
          <strong className="text-2xl">{formatTime(order.promisedAt)}</strong>
          <span className="block text-sm">{formatDay(order.promisedAt)}</span>
        </p>
      ) : null}
      <p className="mt-2 text-base" data-testid="tracking-payment">
        <span className="font-semibold text-ink">Payment: </span>
        <span className="text-ink">{paymentText(order)}</span>
      </p>
      <p className="mt-2 text-sm text-ink-muted">
        {isFinal ? "This order is finished." : "This page updates by itself every 15 seconds."}
        {checkedAt ? ` Last checked ${checkedAt.toLocaleTimeString("en-GB")}.` : ""}
        {isStale ? " We could not check just now; we will try again." : ""}
      </p>

      <section aria-labelledby="timeline-heading" className="mt-6 rounded-2xl border border-line bg-white p-5">
        <h2 id="timeline-heading" className="mb-4 text-lg font-extrabold text-ink">
          Progress
        </h2>
        <ol className="space-y-3" data-testid="timeline">
          {(stopped ? order.timeline.map((t) => t.status) : steps).map((status) => {
            const step = reached.get(status);
            return (
              <li
                key={status}
                className="flex items-start gap-3"
                data-testid="timeline-step"
                data-reached={step ? "true" : "false"}
              >
                <span
                  aria-hidden="true"
                  className={`mt-1 size-4 shrink-0 rounded-full border-2 ${step ? "border-navy bg-navy" : "border-ink-muted bg-white"}`}
                />
                <div className="flex-1">
                  <p className={step ? "font-bold text-ink" : "text-ink-muted"}>
                    {CUSTOMER_TEXT[status] ?? STATUS_TEXT[status]}
                    <span className="sr-only">{step ? ": done" : ": not yet"}</span>
                  </p>
                  {step?.reason ? <p className="text-sm text-ink-muted">{step.reason}</p> : null}
                </div>
                {step ? (
                  <time dateTime={step.at} className="text-sm font-semibold text-ink">
                    {formatTime(step.at)}
                  </time>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>

      {order.refunds.length ? (
        <section
          aria-labelledby="refunds-heading"
          className="mt-6 rounded-2xl border border-line bg-white p-5"
          data-testid="tracking-refunds"
        >
          <h2 id="refunds-heading" className="mb-3 text-lg font-extrabold text-ink">
            Refunds
          </h2>
          <ul className="space-y-2">
            {order.refunds.map((r) => (
              <li key={r._id}>
                <span className="font-bold text-ink">{money(r.amount)}</span> {REFUND_STATUS[r.status]}
                <span className="block text-sm text-ink-muted">{r.reason}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-ink-muted">Banks usually show a refund within 5 to 7 working days.</p>
        </section>
      ) : null}

      <section aria-labelledby="order-heading" className="mt-6 rounded-2xl border border-line bg-white p-5">
        <h2 id="order-heading" className="mb-3 text-lg font-extrabold text-ink">
          What you ordered
        </h2>
        <ul className="divide-y divide-line">
          {lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 py-2" data-testid="tracking-line">
              <span className="shrink-0 font-semibold text-ink">{line.qty} ×</span>
              <LineDescription line={line} />
              <span className="shrink-0 font-semibold">{money(line.total)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 border-t border-line pt-3">
          <div className="flex justify-between">
            <dt className="text-ink-muted">Subtotal</dt>
            <dd>{money(order.subtotal)}</dd>
          </div>
          {/* One row per promotion frozen on the order; "Discount" only for an order without them. */}
          {order.promotions.map((p) => (
            <div key={p._id} className="flex justify-between" data-testid="tracking-promotion">
              <dt className="text-ink-muted">{p.name}</dt>
              <dd>−{money(p.amount)}</dd>
            </div>
          ))}
          {order.discount && order.promotions.length === 0 ? (
            <div className="flex justify-between">
              <dt className="text-ink-muted">Discount</dt>
              <dd>−{money(order.discount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between">
            <dt className="text-ink-muted">Delivery fee</dt>
            <dd>{money(order.deliveryFee)}</dd>
          </div>
          <div className="flex justify-between text-lg font-extrabold">
            <dt>Total</dt>
            <dd>{money(order.total)}</dd>
          </div>
          {order.vatBreakdown.map((r) => (
            <div key={r.ratePercent} className="flex justify-between text-sm text-ink-muted">
              <dt>Includes VAT at {r.ratePercent}%</dt>
              <dd>{money(r.vat)}</dd>
            </div>
          ))}
          {order.tip > 0 ? (
            <>
              <div className="flex justify-between">
                <dt className="text-ink-muted">Your tip, thank you</dt>
                <dd>{money(order.tip)}</dd>
              </div>
              <div className="flex justify-between font-bold">
                <dt>Paid</dt>
                <dd>{money(order.total + order.tip)}</dd>
              </div>
            </>
          ) : null}
        </dl>
        {order.amountDue > 0 ? (
          <p className="mt-3 rounded-lg border-2 border-amber-700 bg-amber-50 px-3 py-2 font-bold text-amber-950" data-testid="cash-due-customer">
            {cashDueText(order, money)} in cash.
          </p>
        ) : null}
        <p className="mt-3 text-sm text-ink-muted">
          {order.fulfilment === "collection"
            ? "For collection from the shop."
            : `Delivery to ${order.deliveryAddress ?? "your address"}.`}
        </p>
      </section>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <ReorderButton orderId={order.id} />
        <Link href="/profile" className="font-semibold text-navy underline underline-offset-2">
          All your orders
        </Link>
      </div>
    </div>
  );
}
