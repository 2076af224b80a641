import type { TKitchenStatus, TOrderStatus } from "@/lib/api/admin/orders/contract";
import { STATUS_TEXT } from "@/lib/ordering/shared";

export const STATUS_LABELS: Record<TOrderStatus, string> = STATUS_TEXT;

/** The button that moves an order to the status. */
export const MOVE_LABELS: Record<TKitchenStatus, string> = {
  accepted: "Accept",
  rejected: "Reject",
  preparing: "Start preparing",
  ready_for_collection: "Ready for collection",
  collected: "Mark collected",
  out_for_delivery: "Out for delivery",
  delivered: "Mark delivered",
  cancelled: "Cancel",
};

/** Badge colours; every pair has at least 4.5:1 contrast. */
export const STATUS_STYLES: Record<TOrderStatus, string> = {
  pending: "bg-surface text-ink",
  placed: "bg-brand-soft text-navy ring-1 ring-brand",
  preparing: "bg-amber-100 text-amber-900",
  out_for_delivery: "bg-sky-100 text-sky-900",
  delivered: "bg-green-100 text-green-800",
  cancelled: "bg-red-100 text-red-800",
  accepted: "bg-violet-100 text-violet-900",
  rejected: "bg-red-100 text-red-800",
  ready_for_collection: "bg-sky-100 text-sky-900",
  collected: "bg-green-100 text-green-800",
};

export function StatusBadge({ status }: { status: TOrderStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-sm font-semibold ${STATUS_STYLES[status]}`}
      data-testid="order-status"
    >
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}
