"use client";

import Link from "next/link";
import { AllergenLine } from "@/components/menu-details/badges";
import type { TKitchenStatus } from "@/lib/api/admin/orders/contract";
import type { AdminOrderLineView, BoardOrderView } from "@/lib/api/admin/orders/view";
import { describeLine as describeAnyLine, PAYMENT_METHOD_LABELS } from "@/lib/ordering/shared";
import { CashDueBadge, TakeCashButton } from "./cash-due";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { formatOrderTime, PaymentStatus } from "./order-card";
import { OrderContactRows } from "./order-contact";
import { formatShortOrderId } from "./short-id";
import { SoldOutNotice } from "./sold-out-notice";
import { MOVE_LABELS, StatusBadge } from "./status";

type TBoardOrderCardProps = {
  order: BoardOrderView;
  isMoving: boolean;
  error?: string;
  onMove: (order: BoardOrderView, to: TKitchenStatus) => void;
  /** The member may record cash taken (orders.cash); with it, a due cash order has its button. */
  onCashTaken?: (order: BoardOrderView, message: string, isPaid: boolean) => void;
};

function describeLine(line: AdminOrderLineView): string {
  return describeAnyLine(line).text;
}

/** An order on the board with a button for each status it may move to. */
export function BoardOrderCard({ order, isMoving, error, onMove, onCashTaken }: TBoardOrderCardProps) {
  const headingId = `order-${order.id}-heading`;
  return (
    <li
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="board-order"
      data-order-id={order.id}
      data-sold-out={order.soldOutSinceOrdered || undefined}
      className={`rounded-xl border bg-white p-4 shadow-sm outline-none focus-visible:ring-3 focus-visible:ring-navy ${order.soldOutSinceOrdered ? "border-2 border-red-700" : "border-line"}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-bold text-ink">
            <span className="font-mono">{formatShortOrderId(order.id)}</span> · {order.customer.username}
          </h3>
          <p className="text-sm text-ink-muted">
            {order.placedAt ? formatOrderTime(order.placedAt) : formatOrderTime(order.createdAt)}
          </p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      {order.soldOutSinceOrdered ? (
        <div className="mt-3">
          <SoldOutNotice order={order} />
        </div>
      ) : null}
      {order.amountDue > 0 ? (
        <div className="mt-3">
          <CashDueBadge amount={order.amountDue} currency={order.currency} />
        </div>
      ) : null}
      <ul className="mt-3 space-y-0.5 text-sm text-ink">
        {order.lines.map((line) => (
          <li key={line.id}>
            {describeLine(line)}
            {line.unavailableAtPayment.length ? <span className="ml-1 font-bold text-red-800">(sold out)</span> : null}
            {line.instruction.trim() ? (
              <span className="block text-ink-muted">“{line.instruction.trim()}”</span>
            ) : null}
            <AllergenLine allergens={line.allergens} />
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">Total</dt>
          <dd className="font-bold text-ink">{formatMoney(toMinor(order.total), order.currency)}</dd>
        </div>
        {order.tip > 0 ? (
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">Tip</dt>
            <dd className="font-semibold text-ink">{formatMoney(toMinor(order.tip), order.currency)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">Payment</dt>
          <dd>
            {PAYMENT_METHOD_LABELS[order.paymentMethod]} · <PaymentStatus status={order.paymentStatus} />
          </dd>
        </div>
        {order.promisedAt ? (
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">Promised</dt>
            <dd className="font-bold text-ink" data-testid="promised-at">
              {formatOrderTime(order.promisedAt)}
            </dd>
          </div>
        ) : null}
        {order.fulfilment === "collection" ? (
          <div>
            <dt className="text-ink-muted">Fulfilment</dt>
            <dd className="font-semibold text-ink">Collection</dd>
          </div>
        ) : (
          <div>
            <dt className="text-ink-muted">Deliver to</dt>
            <dd className="text-ink">{order.address || "Not provided"}</dd>
          </div>
        )}
        <OrderContactRows contact={order.contact} />
      </dl>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
        <Link href={`/admin/orders/${order.id}`} className="text-navy underline underline-offset-2 hover:text-navy-soft">
          Order details<span className="sr-only"> of {order.orderNumber}</span>
        </Link>
        <a
          href={`/admin/orders/${order.id}/ticket?print=1`}
          target="_blank"
          rel="noopener"
          className="text-navy underline underline-offset-2 hover:text-navy-soft"
        >
          Print ticket<span className="sr-only"> of {order.orderNumber} (opens in a new tab)</span>
        </a>
      </p>
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          data-testid="board-order-error"
        >
          {error}
        </p>
      ) : null}
      {order.amountDue > 0 && onCashTaken ? (
        <div className="mt-4">
          <TakeCashButton
            orderId={order.id}
            orderNumber={order.orderNumber}
            amount={order.amountDue}
            currency={order.currency}
            onDone={(message, isPaid) => onCashTaken(order, message, isPaid)}
          />
        </div>
      ) : null}
      {order.nextStatuses.length > 0 ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {order.nextStatuses.map((to) => {
            const isCancel = to === "cancelled" || to === "rejected";
            return (
              <button
                key={to}
                type="button"
                aria-disabled={isMoving}
                aria-describedby={headingId}
                onClick={() => {
                  if (!isMoving) onMove(order, to);
                }}
                className={
                  isCancel
                    ? "min-h-11 rounded-full border border-red-700/50 px-4 text-sm font-semibold text-red-800 hover:bg-red-50 aria-disabled:cursor-progress aria-disabled:opacity-60"
                    : "min-h-11 rounded-full bg-navy px-4 text-sm font-semibold text-white hover:bg-navy-soft aria-disabled:cursor-progress aria-disabled:opacity-60"
                }
              >
                {MOVE_LABELS[to]}
              </button>
            );
          })}
        </div>
      ) : null}
    </li>
  );
}
