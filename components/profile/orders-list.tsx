"use client";

import { AllergenLine } from "@/components/menu-details/badges";
import { ReorderButton } from "@/components/reorder/reorder-button";
import { LineDescription } from "@/components/ui/line-description";
import { IntentLink } from "@/components/ui/intent-link";
import { callApi } from "@/lib/api/client";
import { listMyOrders } from "@/lib/api/store/orders/routes";
import { toCustomerOrderView, type CustomerOrderView } from "@/lib/api/store/orders/view";
import { useApiData } from "@/components/ui/use-api-data";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { CUSTOMER_STATUS_TEXT, FINAL_STATUSES, cashDueText, paymentLabel } from "@/lib/ordering/shared";
import { DishThumbnail } from "@/components/ui/dish-thumbnail";
import { FailedLoadState, LINK_BUTTON_CLASS, LoadState } from "./load-state";
import { formatClock, formatDayAndClock, formatShortDate, shopDayOf } from "@/lib/platform/time/shared";

// The customer's order history (GET /api/cart/userOreder).

type TOrder = CustomerOrderView;

function addressOf(order: TOrder): string {
  return order.deliveryAddress?.trim() ? order.deliveryAddress : "Not provided";
}

/** A time to expect it only while it is on its way: not on an order delivered, collected or called off. */
function isUnderWay(order: TOrder): boolean {
  return !(FINAL_STATUSES as readonly string[]).includes(order.status);
}

/** "18:30" for the day it was placed; with its date for an order placed ahead for another day. */
export function expectedText(promisedAt: string, placedAt: string): string {
  return shopDayOf(promisedAt) === shopDayOf(placedAt) ? formatClock(promisedAt) : formatDayAndClock(promisedAt);
}

function OrderCard({ order, currency }: { order: TOrder; currency: string }) {
  const money = (major: number) => formatMoney(toMinor(major), currency);
  // "Paid", "Refunded", "Part refunded £x": the shop's words, not the wire's "success" (issues 23, 25).
  const payment = paymentLabel(order);
  const isPaid = payment.tone === "paid";
  const lines = order.lines;
  // When it was placed (paid, or sent for cash), not when its checkout began; in the shop's time.
  const placedAt = order.placedAt ?? order.createdAt;

  return (
    <li className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm" data-testid="order-card">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line bg-surface px-5 py-4">
        <div>
          <p className="text-sm text-ink-muted">
            Order <span className="font-mono text-ink">{order.orderNumber}</span>
            {" · "}
            <time dateTime={placedAt}>{formatShortDate(placedAt)}</time>
          </p>
          <p className="mt-1 text-lg font-extrabold text-ink">
            Grand Total: {money(order.total)}
            {order.tip > 0 ? (
              <span className="text-sm font-semibold text-ink-muted"> + {money(order.tip)} tip</span>
            ) : null}
          </p>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            isPaid
              ? "bg-green-100 text-green-800"
              : payment.tone === "refunded"
                ? "bg-amber-100 text-amber-900"
                : "bg-red-100 text-red-800"
          }`}
        >
          {order.amountDue > 0 ? cashDueText(order) : payment.text}
        </p>
      </div>
      <div className="space-y-4 px-5 py-4">
        <p className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-sm" data-testid="order-status">
            <span className="font-semibold text-ink">{CUSTOMER_STATUS_TEXT[order.status]}</span>
            {order.promisedAt && isUnderWay(order) ? (
              <span className="text-ink-muted">
                {" · "}expected {expectedText(order.promisedAt, placedAt)}
              </span>
            ) : null}
            {order.refunds.length ? (
              <span className="text-ink-muted">
                {" "}
                · refunded{" "}
                {formatMoney(
                  order.refunds.reduce((s, r) => s + (r.status === "failed" ? 0 : toMinor(r.amount)), 0),
                  currency,
                )}
              </span>
            ) : null}
          </span>
          <IntentLink
            href={`/order-detail/${order.id}`}
            className="inline-flex min-h-11 items-center rounded-full border border-navy px-4 text-sm font-semibold text-navy hover:bg-surface"
          >
            Track order<span className="sr-only"> {order.orderNumber}</span>
          </IntentLink>
        </p>
        {order.fulfilment === "collection" ? (
          <p className="text-sm font-semibold text-ink">Collection from the shop</p>
        ) : (
          <p className="text-sm">
            <span className="font-semibold text-ink">Delivery address: </span>
            <span className="text-ink-muted">{addressOf(order)}</span>
          </p>
        )}
        {lines.length ? (
          <ul className="divide-y divide-line">
            {lines.map((line) => (
              <li key={line.id} className="flex items-center gap-4 py-3">
                <DishThumbnail
                  src={line.picture}
                  size={56}
                  className="size-14 shrink-0 rounded-lg border border-line object-cover"
                />
                <LineDescription line={line}>
                  {line.freeWith ? <p className="text-sm font-medium text-green-800">Offer: {line.freeWith}</p> : null}
                  <AllergenLine allergens={line.allergens} />
                </LineDescription>
                {/* The line's price before offers, as the order's receipt shows it: what the offers took
                    off is said once, under "Offers applied", not again on each line it touched. */}
                <div className="text-right text-sm">
                  <p className="text-ink-muted">Qty {line.qty}</p>
                  <p className="font-semibold text-ink">{line.freeWith ? "Free" : money(line.total)}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {order.promotions.length ? (
          <ul
            className="space-y-1 border-t border-line pt-3 text-sm"
            aria-label="Offers applied"
            data-testid="order-promotions"
          >
            {order.promotions.map((p) => (
              <li key={p._id} className="flex justify-between gap-4">
                <span className="text-ink">{p.name}</span>
                <span className="font-semibold text-green-800">−{money(p.amount)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <ReorderButton orderId={order.id} />
      </div>
    </li>
  );
}

export function OrdersList({ currency }: { currency: string }) {
  const { state, retry } = useApiData(
    () => callApi(listMyOrders),
    (orders) => orders.map(toCustomerOrderView),
    [],
  );

  if (state.status === "loading")
    return (
      <LoadState tone="loading" testId="orders-state">
        Loading orders...
      </LoadState>
    );
  if (state.status === "failed") {
    return (
      <FailedLoadState
        failed={state}
        fallback="Error fetching order details. Please try again."
        refused="Failed to fetch order details"
        onRetry={retry}
        testId="orders-state"
      />
    );
  }
  if (state.data.length === 0) {
    return (
      <LoadState
        tone="empty"
        testId="orders-state"
        action={
          <IntentLink href="/order" className={LINK_BUTTON_CLASS}>
            Browse the menu
          </IntentLink>
        }
      >
        No orders found.
      </LoadState>
    );
  }
  return (
    <ul className="space-y-5">
      {state.data.map((order) => (
        <OrderCard key={order.id} order={order} currency={currency} />
      ))}
    </ul>
  );
}
