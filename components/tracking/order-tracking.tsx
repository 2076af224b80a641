"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useEffect, useState, type ReactNode } from "react";
import { ReorderButton } from "@/components/reorder/reorder-button";
import { callApi } from "@/lib/api/client";
import { trackMyOrder } from "@/lib/api/store/orders/routes";
import { toTrackedOrderView, type TrackedOrderView } from "@/lib/api/store/orders/view";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { CUSTOMER_STATUS_TEXT, FINAL_STATUSES, howPaidText } from "@/lib/ordering/shared";
import { formatClock, formatClockSeconds } from "@/lib/platform/time/shared";
import { OrderReceipt, PromisedTime } from "./order-receipt";

// The customer's tracking page: where the order is, when it was promised, what was refunded.
// It asks again every 15 seconds until the order is finished (polling: one request per open
// page, through the same API as everything else; see docs/decisions/018).

const POLL_MS = 15_000;
type TStatus = TrackedOrderView["status"];

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

/** `collectFrom`: the server's CollectFrom for a collection order (the shop's address), or nothing. */
export function OrderTracking({ initial, collectFrom }: { initial: TrackedOrderView; collectFrom?: ReactNode }) {
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

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 lg:px-8" data-testid="order-tracking" data-status={order.status}>
      <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">Your order</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        Order <span className="font-mono">{order.orderNumber}</span>
      </h1>
      <p role="status" aria-live="polite" className="mt-2 text-xl font-bold text-ink" data-testid="tracking-status">
        {order.status === "placed" ? "Order placed: waiting for the kitchen" : CUSTOMER_STATUS_TEXT[order.status]}
      </p>
      {stopped ? null : <PromisedTime order={order} />}
      <p className="mt-2 text-base font-semibold text-ink" data-testid="tracking-payment">
        {howPaidText(order)}
      </p>
      <p className="mt-2 text-sm text-ink-muted">
        {isFinal ? "This order is finished." : "This page updates by itself every 15 seconds."}
        {checkedAt ? ` Last checked ${formatClockSeconds(checkedAt)}.` : ""}
        {isStale ? " We could not check just now; we will try again." : ""}
      </p>
      {collectFrom}

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
                    {CUSTOMER_STATUS_TEXT[status]}
                    <span className="sr-only">{step ? ": done" : ": not yet"}</span>
                  </p>
                  {step?.reason ? <p className="text-sm text-ink-muted">{step.reason}</p> : null}
                </div>
                {step ? (
                  <time dateTime={step.at} className="text-sm font-semibold text-ink">
                    {formatClock(step.at)}
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

      <OrderReceipt order={order} />
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <ReorderButton orderId={order.id} />
        <IntentLink
          href="/profile"
          className="inline-flex min-h-11 items-center font-semibold text-navy underline underline-offset-2"
        >
          All your orders
        </IntentLink>
      </div>
    </div>
  );
}
