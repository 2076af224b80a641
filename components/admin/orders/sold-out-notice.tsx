"use client";

import { formatUkPhone } from "@/lib/accounts/shared";
import type { AdminOrderView } from "@/lib/api/admin/orders/view";

/**
 * An order paid after something on it sold out or was withdrawn (decision 023): said first and
 * loudest, with what is missing and the number to call, so the kitchen agrees a change before
 * it starts.
 */
export function SoldOutNotice({ order }: { order: Pick<AdminOrderView, "soldOutSinceOrdered" | "lines" | "contact"> }) {
  if (!order.soldOutSinceOrdered) return null;
  const missing = order.lines.flatMap((line) => line.unavailableAtPayment);
  const { phone, name } = order.contact;
  return (
    <div
      role="note"
      aria-label="Sold out since ordered"
      className="rounded-lg border-2 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900"
      data-testid="sold-out-since-ordered"
    >
      <p className="font-extrabold uppercase tracking-wide">Sold out since ordered</p>
      <ul className="mt-1 list-disc pl-5 font-semibold">
        {missing.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className="mt-1">
        Call {name ?? "the customer"}
        {phone ? (
          <>
            {" on "}
            <a href={`tel:${phone}`} className="font-bold whitespace-nowrap underline">
              {formatUkPhone(phone)}
            </a>
          </>
        ) : null}{" "}
        to agree a change before making it.
      </p>
    </div>
  );
}
