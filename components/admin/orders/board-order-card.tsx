"use client";

import Link from "next/link";
import { useState } from "react";
import { AllergenLine } from "@/components/menu-details/badges";
import type { TKitchenStatus } from "@/lib/api/admin/orders/contract";
import type { AdminOrderLineView, BoardOrderView } from "@/lib/api/admin/orders/view";
import { describeLine as describeAnyLine, PAYMENT_METHOD_LABELS } from "@/lib/ordering/shared";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { formatClock } from "@/lib/platform/time/shared";
import { CashDueBadge, TakeCashButton } from "./cash-due";
import { formatOrderTime, PaymentStatus } from "./order-card";
import { OrderContactRows } from "./order-contact";
import { SoldOutNotice } from "./sold-out-notice";
import { MOVE_LABELS, StatusBadge } from "./status";
import { FULFILMENT_NAMES } from "@/lib/shop/shared";

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

/** The name the customer gave for the order (issue 23); orders from before contacts, the username. */
export function customerNameOf(order: Pick<BoardOrderView, "contact" | "customer">): string {
  return order.contact.name?.trim() || order.customer.username;
}

/** "DELIVERY by 20:30", "COLLECTION at 00:30", "DELIVERY ASAP": how and when, as the ticket says it. */
function howAndWhen(order: BoardOrderView): string {
  const how = FULFILMENT_NAMES[order.fulfilment];
  const due = order.promisedAt ?? order.slotStart;
  if (!due) return `${how} ASAP`;
  return `${how} ${order.fulfilment === "collection" ? "at" : "by"} ${formatClock(due)}${order.slotStart ? " (pre-order)" : ""}`;
}

/**
 * The moves on the card itself: answering a new order, or its next step. Cancelling, and a new
 * order straight to preparing (the spec's clients), are one tap further, under Details.
 */
function splitMoves(order: BoardOrderView): { primary: TKitchenStatus[]; more: TKitchenStatus[] } {
  const moves = order.nextStatuses;
  const primary: TKitchenStatus[] =
    order.status === "placed"
      ? moves.filter((m) => m === "accepted" || m === "rejected")
      : moves.filter((m) => m !== "cancelled").slice(0, 1);
  return { primary, more: moves.filter((m) => !primary.includes(m)) };
}

type TMoveButtonsProps = {
  order: BoardOrderView;
  moves: TKitchenStatus[];
  isMoving: boolean;
  headingId: string;
  onMove: TBoardOrderCardProps["onMove"];
};

function MoveButtons({ order, moves, isMoving, headingId, onMove }: TMoveButtonsProps) {
  return moves.map((to) => {
    const isStop = to === "cancelled" || to === "rejected";
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
          isStop
            ? "min-h-11 rounded-full border border-red-700/50 px-4 font-semibold text-red-800 hover:bg-red-50 aria-disabled:cursor-progress aria-disabled:opacity-60"
            : "min-h-11 rounded-full bg-navy px-4 font-semibold text-white hover:bg-navy-soft aria-disabled:cursor-progress aria-disabled:opacity-60"
        }
      >
        {MOVE_LABELS[to]}
      </button>
    );
  });
}

/**
 * An order on the board, compact so that a 768×1024 tablet shows three or more a column (issue
 * 23): number, name, how and when, total and payment, the dishes in a line or two, and its next
 * move. The rest (each line's extras and allergens, the address, who to call, cancelling) opens
 * on tap.
 */
export function BoardOrderCard({ order, isMoving, error, onMove, onCashTaken }: TBoardOrderCardProps) {
  const [isOpen, setIsOpen] = useState(false);
  const headingId = `order-${order.id}-heading`;
  const detailsId = `order-${order.id}-details`;
  const name = customerNameOf(order);
  const isEscalated = order.status === "placed" && order.escalatedAt !== null;
  const { primary, more } = splitMoves(order);
  return (
    <li
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="board-order"
      data-order-id={order.id}
      data-sold-out={order.soldOutSinceOrdered || undefined}
      data-escalated={isEscalated || undefined}
      className={`rounded-xl border bg-white px-3 py-2 shadow-sm outline-none focus-visible:ring-3 focus-visible:ring-navy ${
        order.soldOutSinceOrdered || isEscalated ? "border-2 border-red-700" : "border-line"
      }`}
    >
      {/* The name wraps, whole: cut short beside the badge, a 1024 px tablet's two columns showed
          about ten letters of it. The badge goes under a name too long to share the line. */}
      <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <h3 id={headingId} className="flex min-w-0 items-baseline gap-2 text-ink">
          <span className="shrink-0 text-xl font-extrabold tabular-nums" data-testid="order-number">
            {order.orderNumber}
          </span>
          <span className="min-w-0 text-lg font-bold [overflow-wrap:anywhere]" data-testid="order-name">
            {name}
          </span>
        </h3>
        <StatusBadge status={order.status} />
      </div>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-base">
        <span className="font-bold text-ink" data-testid="promised-at">
          {howAndWhen(order)}
        </span>
        <span>
          <span className="font-bold text-ink">{formatMoney(toMinor(order.total), order.currency)}</span>
          {order.tip > 0 ? (
            <span className="text-ink-muted"> + {formatMoney(toMinor(order.tip), order.currency)} tip</span>
          ) : null}
          {" · "}
          {PAYMENT_METHOD_LABELS[order.paymentMethod]} <PaymentStatus order={order} />
        </span>
      </p>
      {order.amountDue > 0 ? <CashDueBadge amount={order.amountDue} currency={order.currency} /> : null}
      {isEscalated ? (
        <p className="text-base font-bold text-red-800" data-testid="order-escalated">
          Waiting since {formatClock(order.placedAt ?? order.createdAt)}: the owner has been e-mailed.
        </p>
      ) : null}
      {order.soldOutSinceOrdered ? (
        <div className="mt-1">
          <SoldOutNotice order={order} />
        </div>
      ) : null}
      <p className="line-clamp-2 text-base text-ink" data-testid="order-summary">
        {order.lines.map((line) => describeLine(line)).join(", ")}
      </p>
      {error ? (
        <p
          role="alert"
          className="mt-1 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          data-testid="board-order-error"
        >
          {error}
        </p>
      ) : null}
      <div className="mt-1.5 flex flex-wrap gap-2">
        {order.amountDue > 0 && onCashTaken ? (
          <TakeCashButton
            orderId={order.id}
            orderNumber={order.orderNumber}
            amount={order.amountDue}
            currency={order.currency}
            onDone={(message, isPaid) => onCashTaken(order, message, isPaid)}
          />
        ) : null}
        <MoveButtons order={order} moves={primary} isMoving={isMoving} headingId={headingId} onMove={onMove} />
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={detailsId}
          aria-describedby={headingId}
          onClick={() => setIsOpen((open) => !open)}
          className="ml-auto min-h-11 rounded-full border border-navy px-4 font-semibold text-navy hover:bg-surface"
        >
          {isOpen ? "Less" : "Details"}
        </button>
      </div>
      <div id={detailsId} hidden={!isOpen} data-testid="board-order-details" className="mt-2 border-t border-line pt-2">
        {isOpen ? (
          <>
            <ul className="space-y-1 text-base text-ink">
              {order.lines.map((line) => (
                <li key={line.id}>
                  {describeLine(line)}
                  {line.unavailableAtPayment.length ? (
                    <span className="ml-1 font-bold text-red-800">(sold out)</span>
                  ) : null}
                  {line.instruction.trim() ? (
                    <span className="block text-ink-muted">“{line.instruction.trim()}”</span>
                  ) : null}
                  <AllergenLine allergens={line.allergens} isLarge />
                </li>
              ))}
            </ul>
            <dl className="mt-2 space-y-1 text-base">
              <div className="flex justify-between gap-3">
                <dt className="text-ink-muted">Placed</dt>
                <dd className="text-ink">{formatOrderTime(order.placedAt ?? order.createdAt)}</dd>
              </div>
              {order.fulfilment === "delivery" ? (
                <div>
                  <dt className="text-ink-muted">Deliver to</dt>
                  <dd className="text-ink">{order.address || "Not provided"}</dd>
                </div>
              ) : null}
              <OrderContactRows contact={order.contact} />
            </dl>
            {/* A finger's height each (44 px): the kitchen taps them on the tablet. */}
            <p className="mt-1 flex flex-wrap gap-x-4 font-semibold">
              <Link
                href={`/admin/orders/${order.id}`}
                className="inline-flex min-h-11 items-center text-navy underline underline-offset-2 hover:text-navy-soft"
              >
                Order details<span className="sr-only"> of {order.orderNumber}</span>
              </Link>
              <a
                href={`/admin/orders/${order.id}/ticket?print=1`}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-11 items-center text-navy underline underline-offset-2 hover:text-navy-soft"
              >
                Print ticket<span className="sr-only"> of {order.orderNumber} (opens in a new tab)</span>
              </a>
            </p>
            {more.length ? (
              <div className="mt-2 flex flex-wrap gap-2">
                <MoveButtons order={order} moves={more} isMoving={isMoving} headingId={headingId} onMove={onMove} />
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </li>
  );
}
