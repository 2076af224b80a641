"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { EmailAddress } from "@/components/ui/email-address";
import { useDialog } from "@/components/ui/dialog";
import { changeOrderStatus, getOrder, type TAdminStatus, type TKitchenStatus } from "@/lib/api/admin/orders/contract";
import { toOrderDetailView, type OrderDetailView } from "@/lib/api/admin/orders/view";
import { callApi } from "@/lib/api/client";
import { PAYMENT_METHOD_LABELS, paymentRowLabel, providerLabel } from "@/lib/ordering/shared";
import { reprintOrder } from "@/lib/api/admin/printers/contract";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { isWithdrawnOrder } from "@/lib/printing/shared";
import { CashDueBadge, TakeCashButton } from "./cash-due";
import { AcceptDialog, RejectDialog } from "./kitchen-dialogs";
import { formatOrderTime, PaymentLabelText, PaymentStatus } from "./order-card";
import { OrderLines } from "./order-lines";
import { RefundForm } from "./refund-form";
import { SoldOutNotice } from "./sold-out-notice";
import { MOVE_LABELS, STATUS_LABELS, StatusBadge } from "./status";
import { FULFILMENT_NAMES } from "@/lib/shop/shared";

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = `section-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5" data-testid={testId}>
      <h2 id={id} className="mb-3 text-lg font-extrabold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      {/* The label keeps its width ("E-mail" squeezed read "E-" above "mail"); the value breaks
          instead, a long name or word included, rather than push the narrow side column past the
          page's edge. */}
      <dt className="shrink-0 text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-right font-semibold text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const BUTTON = "inline-flex min-h-11 items-center rounded-full px-5 font-semibold";
const REFUND_STATUS = { pending: "On its way", processed: "Made", failed: "Failed" } as const;

/** The admin's page for one order: what was ordered, by whom, its history, payments and refunds. */
/**
 * `refunds`: what the member may do with money. "none": the section is not shown (the kitchen);
 * "needs-two-factor": shown, with the way to turn two-factor on instead of the form.
 */
export function OrderDetail({
  initial,
  refunds = "allowed",
  canTakeCash = false,
  canPrint = false,
}: {
  initial: OrderDetailView;
  refunds?: "allowed" | "needs-two-factor" | "none";
  /** The member may record cash taken (orders.cash). */
  canTakeCash?: boolean;
  /** The member may send it to the shop's printers again (orders.move); recorded as a reprint. */
  canPrint?: boolean;
}) {
  const [order, setOrder] = useState(initial);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  // Beside its button: a delivered or collected order still owing cash has no "Move the order"
  // section, where the move's error is shown, so a refusal there would not be seen.
  const [cashError, setCashError] = useState<string | null>(null);
  const [openDialog, setOpenDialog] = useState<"accept" | "reject" | null>(null);
  const [printNote, setPrintNote] = useState<{ text: string; isError: boolean } | null>(null);
  const { dialog, show } = useDialog();
  const money = (major: number) => formatMoney(toMinor(major), order.currency);

  async function reload(note: string) {
    setMessage(note);
    const { body } = await callApi(getOrder, { params: { id: order.id } });
    if (body.success && body.data) setOrder(toOrderDetailView(body.data));
  }

  async function sendToPrinters(purpose: "kitchen" | "receipt") {
    setPrintNote(null);
    const { body } = await callApi(reprintOrder, { params: { id: order.id }, body: { purpose } });
    setPrintNote({
      text: body.success ? `${purpose === "kitchen" ? "Kitchen ticket" : "Receipt"}: ${body.message}.` : body.message,
      isError: !body.success,
    });
  }

  async function move(to: TKitchenStatus) {
    setError(null);
    if (to === "accepted" || to === "rejected") return setOpenDialog(to === "accepted" ? "accept" : "reject");
    if (to === "cancelled") {
      const isConfirmed = await show({
        title: `Cancel order ${order.orderNumber}?`,
        text: `What is left of ${money(order.refundable)} is refunded and the customer told. This cannot be undone.`,
        tone: "error",
        actionLabel: "Cancel order",
        closeLabel: "Keep order",
      });
      if (!isConfirmed) return;
    }
    const { body } = await callApi(changeOrderStatus, {
      params: { id: order.id },
      body: { status: to as TAdminStatus },
    });
    if (!body.success) setError(body.message || "The order could not be updated.");
    await reload(body.success ? `Order ${order.orderNumber} is now ${STATUS_LABELS[to].toLowerCase()}.` : "");
  }

  return (
    <div className="space-y-6" data-testid="order-detail" data-order-id={order.id}>
      <p role="status" aria-live="polite" className="sr-only" data-testid="order-announcement">
        {message}
      </p>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-ink-muted">
            <Link
              href="/admin/orders"
              className="inline-flex min-h-11 items-center underline underline-offset-2 hover:text-navy"
            >
              Orders board
            </Link>
          </p>
          <h1 className="flex flex-wrap items-center gap-3 text-3xl font-extrabold tracking-tight text-ink">
            Order <span className="font-mono">{order.orderNumber}</span> <StatusBadge status={order.status} />
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={`/admin/orders/${order.id}/ticket?print=1`}
            target="_blank"
            rel="noopener"
            className={`${BUTTON} bg-navy text-white hover:bg-navy-soft`}
          >
            Print kitchen ticket<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a
            href={`/admin/orders/${order.id}/receipt?print=1`}
            target="_blank"
            rel="noopener"
            className={`${BUTTON} border border-navy text-navy hover:bg-surface`}
          >
            Print receipt<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>

      <SoldOutNotice order={order} />

      {order.nextStatuses.length ? (
        <Section title="Move the order">
          <div className="flex flex-wrap gap-2">
            {order.nextStatuses.map((to) => {
              const isStop = to === "cancelled" || to === "rejected";
              return (
                <button
                  key={to}
                  type="button"
                  onClick={() => void move(to)}
                  className={
                    isStop
                      ? `${BUTTON} border border-red-700/50 text-red-800 hover:bg-red-50`
                      : `${BUTTON} bg-navy text-white hover:bg-navy-soft`
                  }
                >
                  {MOVE_LABELS[to]}
                </button>
              );
            })}
          </div>
          {error ? (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
        </Section>
      ) : null}

      {/* Side by side from 1280 px: beside the 16rem menu at 1024 the side column was 180 px inside,
          and a total, a time or an e-mail broke mid-word. Stacked below that, as at 768. */}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <Section title="Lines">
            <OrderLines lines={order.lines} currency={order.currency} />
            <dl className="mt-3 border-t border-line pt-3">
              <Row label="Subtotal">{money(order.subtotal)}</Row>
              {order.promotions.map((p) => (
                <Row key={p._id} label={p.name}>
                  −{money(p.amount)}
                </Row>
              ))}
              {order.discount && order.promotions.length === 0 ? (
                <Row label="Discount">−{money(order.discount)}</Row>
              ) : null}
              <Row label="Delivery fee">{money(order.deliveryFee)}</Row>
              <Row label="Total">{money(order.total)}</Row>
              <Row label={order.refunded > 0 ? "VAT included, less refunds" : "VAT included"}>
                {money(order.vat.amount)}
              </Row>
              {order.vatBreakdown.map((r) => (
                <Row key={r.ratePercent} label={`VAT ${r.ratePercent}% on ${money(r.gross)}`}>
                  <span data-testid={`vat-${r.ratePercent}`}>{money(r.vat)}</span>
                </Row>
              ))}
              {order.tip > 0 ? (
                <>
                  <Row label="Tip (outside VAT)">
                    <span data-testid="order-tip">{money(order.tip)}</span>
                  </Row>
                  <Row label="Charged">{money(order.total + order.tip)}</Row>
                </>
              ) : null}
            </dl>
          </Section>
          <Section title="Status history">
            <ol className="space-y-2" data-testid="status-history">
              {order.history.map((h, i) => (
                <li key={i} className="flex flex-wrap justify-between gap-2">
                  <span className="font-semibold text-ink">
                    {STATUS_LABELS[h.to]}
                    {h.reason ? <span className="font-normal text-ink-muted">: {h.reason}</span> : null}
                  </span>
                  <span className="text-sm text-ink-muted">
                    {formatOrderTime(h.at)}
                    {h.by ? ` by ${h.by}` : ""}
                  </span>
                </li>
              ))}
            </ol>
          </Section>
        </div>
        <div className="space-y-6">
          <Section title="Customer">
            <dl>
              <Row label="Name">{order.contact.name ?? order.customer.username}</Row>
              <Row label="Account">{order.customer.username}</Row>
              {/* Sent only to a role that handles customers (decision 115). */}
              {order.customer.email ? (
                <Row label="E-mail">
                  <a href={`mailto:${order.customer.email}`} className="underline underline-offset-2">
                    <EmailAddress address={order.customer.email} />
                  </a>
                </Row>
              ) : null}
            </dl>
          </Section>
          <Section title="Fulfilment">
            <dl>
              <Row label="How">{FULFILMENT_NAMES[order.fulfilment]}</Row>
              {order.fulfilment === "delivery" ? <Row label="Address">{order.address ?? "Not provided"}</Row> : null}
              <Row label="Placed">{order.placedAt ? formatOrderTime(order.placedAt) : "-"}</Row>
              {order.slotStart ? <Row label="Slot">{formatOrderTime(order.slotStart)}</Row> : null}
              <Row label="Promised">
                <span data-testid="promised-at">
                  {order.promisedAt ? formatOrderTime(order.promisedAt) : "Not yet"}
                </span>
              </Row>
            </dl>
          </Section>
          {canPrint && order.status !== "pending" && !isWithdrawnOrder(order.status) ? (
            <Section title="Printers" testId="reprint">
              <p className="mb-3 text-sm text-ink-muted">
                Send this order to the shop&apos;s printers again, now. It is recorded as a reprint by you.
              </p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => void sendToPrinters("kitchen")}
                  className={`${BUTTON} bg-navy text-white hover:bg-navy-soft`}
                >
                  Reprint kitchen ticket
                </button>
                <button
                  type="button"
                  onClick={() => void sendToPrinters("receipt")}
                  className={`${BUTTON} border border-navy text-navy hover:bg-surface`}
                >
                  Reprint receipt
                </button>
              </div>
              <p
                role="status"
                aria-live="polite"
                data-testid="reprint-note"
                className={`mt-3 text-sm font-medium ${printNote?.isError ? "text-red-800" : "text-green-800"}`}
              >
                {printNote?.text ?? ""}
              </p>
            </Section>
          ) : null}
          <Section title="Payments" testId="payments">
            {order.amountDue > 0 ? (
              <div className="mb-3 space-y-2">
                <CashDueBadge amount={order.amountDue} currency={order.currency} />
                {canTakeCash ? (
                  <TakeCashButton
                    orderId={order.id}
                    orderNumber={order.orderNumber}
                    amount={order.amountDue}
                    currency={order.currency}
                    onDone={(note, isPaid) => {
                      setCashError(isPaid ? null : note);
                      void reload(isPaid ? note : "");
                    }}
                  />
                ) : null}
                {cashError ? (
                  <p
                    role="alert"
                    data-testid="cash-error"
                    className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
                  >
                    {cashError}
                  </p>
                ) : null}
              </div>
            ) : null}
            <p className="mb-2 flex justify-between gap-3">
              <span className="text-ink-muted" data-testid="payment-method">
                {order.paymentStatus === "success" ? "Paid by" : "Payment by"}{" "}
                <span className="font-semibold text-ink">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
              </span>
              <PaymentStatus order={order} />
            </p>
            <ul className="space-y-2">
              {order.payments.map((p) => (
                <li key={p._id} className="flex justify-between gap-3 text-sm">
                  <span>
                    {money(p.amount)} · {providerLabel(p.provider)}
                    {p.paidAt ? `, ${formatOrderTime(p.paidAt)}` : ""}
                  </span>
                  <PaymentLabelText label={paymentRowLabel(p, order)} />
                </li>
              ))}
            </ul>
          </Section>
          {refunds === "none" ? null : (
            <Section title="Refunds" testId="refunds">
              {order.refunds.length ? (
                <ul className="mb-4 space-y-2 text-sm" data-testid="refund-list">
                  {order.refunds.map((r) => (
                    <li key={r._id} className="rounded-lg bg-surface px-3 py-2" data-testid="refund">
                      <span className="font-bold text-ink">{money(r.amount)}</span> · {REFUND_STATUS[r.status]} ·{" "}
                      {formatOrderTime(r.createdAt)}
                      {r.tip > 0 ? (
                        <span className="block text-ink-muted">Includes {money(r.tip)} of the tip</span>
                      ) : null}
                      <span className="block text-ink-muted">{r.reason}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              <dl className="mb-4">
                <Row label="Paid">{money(order.paid)}</Row>
                <Row label="Refunded">{money(order.refunded)}</Row>
                <Row label="Left to refund">
                  <span data-testid="refundable">{money(order.refundable)}</span>
                </Row>
              </dl>
              {refunds === "allowed" ? (
                <RefundForm order={order} onRefunded={(note) => void reload(note)} />
              ) : (
                <p
                  className="rounded-lg border border-line bg-surface px-4 py-3 text-sm"
                  data-testid="refund-needs-two-factor"
                >
                  Refunds move money, so they need two-factor sign-in.{" "}
                  <Link href="/admin/account" className="font-semibold text-navy underline">
                    Turn it on in My account
                  </Link>
                  , then sign in again.
                </p>
              )}
            </Section>
          )}
        </div>
      </div>
      {dialog}
      {openDialog === "accept" ? (
        <AcceptDialog
          orderId={order.id}
          orderNumber={order.orderNumber}
          fulfilment={order.fulfilment}
          slotStart={order.slotStart}
          onClose={() => setOpenDialog(null)}
          onDone={(note) => {
            setOpenDialog(null);
            void reload(note);
          }}
        />
      ) : null}
      {openDialog === "reject" ? (
        <RejectDialog
          orderId={order.id}
          orderNumber={order.orderNumber}
          fulfilment={order.fulfilment}
          onClose={() => setOpenDialog(null)}
          onDone={(note) => {
            setOpenDialog(null);
            void reload(note);
          }}
        />
      ) : null}
    </div>
  );
}
