"use client";

import { useState } from "react";
import { markOrderPaid } from "@/lib/api/admin/orders/contract";
import { callApi } from "@/lib/api/client";
import { formatMoney, toMinor } from "@/lib/platform/money";

// A cash order's money (decision 030): what the board, the order page and the rider show while
// it is due, and the one button that records it taken.

/** "CASH £23.40 — take payment", as the kitchen cannot miss it. */
export function CashDueBadge({ amount, currency }: { amount: number; currency: string }) {
  return (
    <p
      className="rounded-lg border-2 border-amber-700 bg-amber-50 px-3 py-2 text-base font-extrabold tracking-wide text-amber-950"
      data-testid="cash-due"
    >
      CASH {formatMoney(toMinor(amount), currency)} — take payment
    </p>
  );
}

/** Records the cash as taken (POST /api/adminauth/orders/{id}/paid); a second press answers the first. */
export function TakeCashButton({
  orderId,
  orderNumber,
  amount,
  currency,
  onDone,
}: {
  orderId: string;
  orderNumber: string;
  amount: number;
  currency: string;
  onDone: (message: string, isPaid: boolean) => void;
}) {
  const [isBusy, setIsBusy] = useState(false);
  return (
    <button
      type="button"
      aria-disabled={isBusy}
      onClick={async () => {
        if (isBusy) return;
        setIsBusy(true);
        const { body } = await callApi(markOrderPaid, { params: { id: orderId } });
        setIsBusy(false);
        onDone(
          body.success
            ? `Cash ${formatMoney(toMinor(amount), currency)} taken for order ${orderNumber}.`
            : body.message,
          body.success,
        );
      }}
      className="min-h-11 rounded-full bg-green-800 px-4 text-sm font-bold text-white hover:bg-green-900 aria-disabled:cursor-progress aria-disabled:opacity-60"
      data-testid="take-cash"
    >
      Cash taken {formatMoney(toMinor(amount), currency)}
      <span className="sr-only"> for order {orderNumber}</span>
    </button>
  );
}
