import { LineDescription } from "@/components/ui/line-description";
import type { TrackedOrderView } from "@/lib/api/store/orders/view";
import { cashMoment } from "@/lib/ordering/shared";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { formatClock, formatLongDay } from "@/lib/platform/time/shared";

// What the tracking and confirmation pages both show of an order: when it was promised, and what
// was ordered with its totals, in one place so the two pages never tell it differently.

/** "Ready to collect at 18:45" or "Expected with you by 19:10", in London time; nothing before a time is set. */
export function PromisedTime({ order }: { order: Pick<TrackedOrderView, "promisedAt" | "fulfilment"> }) {
  if (!order.promisedAt) return null;
  return (
    <p className="mt-3 rounded-2xl bg-brand-soft px-4 py-3 text-lg text-navy" data-testid="promised-time">
      {order.fulfilment === "collection" ? "Ready to collect at " : "Expected with you by "}
      <strong className="text-2xl">{formatClock(order.promisedAt)}</strong>
      <span className="block text-sm">{formatLongDay(order.promisedAt)}</span>
    </p>
  );
}

/** Every line in full, the totals as the server charged them, cash still to pay, and where it goes. */
export function OrderReceipt({ order, headingId = "order-heading" }: { order: TrackedOrderView; headingId?: string }) {
  const money = (major: number) => formatMoney(toMinor(major), order.currency);
  const isRefunded = order.refunded > 0;
  const vatRows = order.vatBreakdown.map((r) => (
    <div key={r.ratePercent} className="flex justify-between text-sm text-ink-muted">
      <dt>Includes VAT at {r.ratePercent}%</dt>
      <dd>{money(r.vat)}</dd>
    </div>
  ));
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-line bg-white p-5"
      data-testid="order-receipt"
    >
      <h2 id={headingId} className="mb-3 text-lg font-extrabold text-ink">
        What you ordered
      </h2>
      <ul className="divide-y divide-line">
        {order.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-3 py-2" data-testid="tracking-line">
            <span className="shrink-0 font-semibold text-ink">{line.qty} ×</span>
            <LineDescription line={line}>
              {line.freeWith ? <p className="text-sm font-medium text-green-800">Offer: {line.freeWith}</p> : null}
            </LineDescription>
            {/* As the order history says it: a line given with an offer is free, whatever it lists at. */}
            <span className="shrink-0 font-semibold">{line.freeWith ? "Free" : money(line.total)}</span>
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
        {order.fulfilment === "collection" && !order.deliveryFee ? null : (
          <div className="flex justify-between">
            <dt className="text-ink-muted">Delivery fee</dt>
            <dd>{money(order.deliveryFee)}</dd>
          </div>
        )}
        <div className="flex justify-between text-lg font-extrabold">
          <dt>Total</dt>
          <dd data-testid="order-total">{money(order.total)}</dd>
        </div>
        {isRefunded ? null : vatRows}
        {order.tip > 0 ? (
          <>
            <div className="flex justify-between">
              <dt className="text-ink-muted">Your tip, thank you</dt>
              <dd>{money(order.tip)}</dd>
            </div>
            <div className="flex justify-between font-bold">
              <dt>Paid</dt>
              <dd data-testid="order-paid-with-tip">{money(order.total + order.tip)}</dd>
            </div>
          </>
        ) : null}
        {isRefunded ? (
          <>
            <div className="flex justify-between">
              <dt className="text-ink-muted">Refunded</dt>
              <dd data-testid="order-refunded">−{money(order.refunded)}</dd>
            </div>
            {/* The VAT rows are of what was kept after the refunds (decision 034), so they follow it. */}
            <div className="flex justify-between font-bold">
              <dt>After refunds</dt>
              <dd>
                {formatMoney(
                  Math.max(0, toMinor(order.total) + toMinor(order.tip) - toMinor(order.refunded)),
                  order.currency,
                )}
              </dd>
            </div>
            {vatRows}
          </>
        ) : null}
        {/* A receipt's last line, not the sentence the page's heading already says ("Pay £… in cash"). */}
        {order.amountDue > 0 ? (
          <div
            className="mt-2 flex justify-between gap-3 rounded-lg border-2 border-amber-700 bg-amber-50 px-3 py-2 font-bold text-amber-950"
            data-testid="cash-due-customer"
          >
            <dt>To pay in cash {cashMoment(order.fulfilment)}</dt>
            <dd>{money(order.amountDue)}</dd>
          </div>
        ) : null}
      </dl>
      {/* A collection order's pages say where to collect it above the receipt (CollectFrom). */}
      {order.fulfilment === "collection" ? null : (
        <p className="mt-3 text-sm text-ink-muted" data-testid="receipt-delivery-to">
          Delivery to {order.deliveryAddress ?? "your address"}.
        </p>
      )}
    </section>
  );
}
