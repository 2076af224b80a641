import type { AdminOrderView } from "@/lib/api/admin/orders/view";
import { paymentLabel, type PaymentLabel } from "@/lib/ordering/shared";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { OrderContactRows } from "./order-contact";
import { OrderLines } from "./order-lines";
import { StatusBadge } from "./status";
import { SHOP_ZONE } from "@/lib/platform/time/shared";

export function formatOrderTime(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: SHOP_ZONE,
  });
}

const TONE_CLASS: Record<PaymentLabel["tone"], string> = {
  paid: "text-green-800",
  refunded: "text-amber-800",
  unpaid: "text-red-700",
};

/** Paid in green, anything else in red; a refund in full or in part says so (issues 23, 25). */
export function PaymentStatus({
  order,
}: {
  order: { paymentStatus: string; refunded: number; total: number; currency: string };
}) {
  return <PaymentLabelText label={paymentLabel(order)} />;
}

export function PaymentLabelText({ label }: { label: PaymentLabel }) {
  return (
    <span className={`font-semibold ${TONE_CLASS[label.tone]}`} data-testid="payment-status">
      {label.text}
    </span>
  );
}

/** One order of a customer: total, address, payment, status and its lines. */
export function OrderCard({ order }: { order: AdminOrderView }) {
  return (
    <li
      className="rounded-2xl border border-line bg-white p-5 shadow-sm"
      data-testid="order-card"
      data-order-id={order.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-bold text-ink">
            Order <span className="font-mono">{order.orderNumber}</span>
          </h2>
          <p className="text-sm text-ink-muted">{formatOrderTime(order.createdAt)}</p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-muted">Grand Total</dt>
          <dd className="text-xl font-extrabold text-ink" data-testid="order-total">
            {formatMoney(toMinor(order.total), order.currency)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Payment status</dt>
          <dd>
            <PaymentStatus order={order} />
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-ink-muted">Delivery address</dt>
          <dd className="text-ink">{order.address || "Not provided"}</dd>
        </div>
        <OrderContactRows contact={order.contact} />
      </dl>
      <h3 className="mt-4 border-t border-line pt-3 text-sm font-bold tracking-wide text-ink-muted uppercase">Items</h3>
      <OrderLines lines={order.lines} currency={order.currency} />
    </li>
  );
}
