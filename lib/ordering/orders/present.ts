import type { AllergenCode } from "@/lib/menu/shared";
import { vatLineSelect, vatRefundSelect } from "../vat/vat-of-order";

// The order rows the order views read, and the payment status they show. The customer's
// history is presented in lib/api/store/orders.

type OrderRow = {
  id: string;
  number: number | null;
  status: string;
  currency: string;
  subtotalPence: number;
  discountPence: number;
  deliveryFeePence: number;
  grandTotalPence: number;
  deliveryAddress: string | null;
  contactName: string | null;
  contactPhone: string | null;
  deliveryPostcode: string | null;
  riderNotes: string | null;
  deliveryZone: string | null;
  createdAt: Date;
  placedAt: Date | null;
  soldOutSinceOrdered: boolean;
  paymentMethod: string;
  tipPence: number;
  paidAt: Date | null;
  payments: { status: string }[];
  refunds: { amountPence: number; status: string }[];
  lines: {
    id: string;
    qty: number;
    totalPence: number;
    unitPricePence: number;
    size: string;
    itemName: string;
    itemImagePath: string | null;
    categoryItemId: string | null;
    subcategoryId: string | null;
    subcategoryName: string | null;
    subcategoryImage: string | null;
    instruction: string | null;
    discountPence: number;
    freeWith: string | null;
    allergens: AllergenCode[];
    extras: unknown;
    unavailableAtPayment: string[];
  }[];
  promotions: { promotionId: string; name: string; amountPence: number }[];
};

export const orderSelect = {
  id: true,
  // The number people say (decision 032).
  number: true,
  status: true,
  currency: true,
  subtotalPence: true,
  discountPence: true,
  deliveryFeePence: true,
  grandTotalPence: true,
  deliveryAddress: true,
  // Who to call and how to get in (issue 12).
  contactName: true,
  contactPhone: true,
  deliveryPostcode: true,
  riderNotes: true,
  deliveryZone: true,
  createdAt: true,
  placedAt: true,
  // Sold out since ordered (decision 023): the kitchen calls the customer.
  soldOutSinceOrdered: true,
  // How it is paid, the tip, and when the money was in (decision 030).
  paymentMethod: true,
  tipPence: true,
  paidAt: true,
  payments: { select: { status: true }, orderBy: { createdAt: "desc" as const } },
  lines: {
    select: {
      id: true,
      qty: true,
      totalPence: true,
      unitPricePence: true,
      size: true,
      itemName: true,
      itemImagePath: true,
      categoryItemId: true,
      subcategoryId: true,
      subcategoryName: true,
      subcategoryImage: true,
      instruction: true,
      discountPence: true,
      freeWith: true,
      allergens: true,
      extras: true,
      unavailableAtPayment: true,
      // What the order's VAT is worked out from (decision 034).
      ...vatLineSelect,
    },
  },
  // What was given back (the payment reads "Refunded" or "Part refunded £x", issue 23) and
  // what the VAT by rate takes off for it (decision 034).
  refunds: { select: vatRefundSelect, orderBy: { createdAt: "asc" as const } },
  promotions: { select: { promotionId: true, name: true, amountPence: true }, orderBy: { createdAt: "asc" as const } },
};

/**
 * 'success' once paid, as the spec's views colour it; 'Pending' before. A cash order (decision
 * 030) is 'due' until staff take the money, and 'unpaid' when it ended without it.
 */
export function paymentStatusOf(
  order: Pick<OrderRow, "payments"> & { paymentMethod?: string; status?: string },
): string {
  const statuses = order.payments.map((p) => p.status);
  if (statuses.includes("paid")) return "success";
  if (order.paymentMethod === "cash")
    return order.status === "cancelled" || order.status === "rejected" ? "unpaid" : "due";
  if (statuses.includes("failed") && !statuses.includes("created")) return "failed";
  return "Pending";
}
