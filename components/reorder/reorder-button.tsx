"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/lib/api/client";
import { reorderOrder } from "@/lib/api/store/cart/routes";
import { rememberReorder } from "./reorder-notice";

/**
 * "Order again" (issue 25): the order's lines go into the basket at today's prices; then the
 * basket opens, saying which lines could not be added and why.
 */
export function ReorderButton({ orderId, className }: { orderId: string; className?: string }) {
  const router = useRouter();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function reorder() {
    setIsBusy(true);
    setError(null);
    const { body } = await callApi(reorderOrder, { params: { orderId } });
    if (!body.success || !body.data) {
      setIsBusy(false);
      setError(body.message || "Sorry, we could not add this order to your basket. Please try again.");
      return;
    }
    rememberReorder({ added: body.data.added, skipped: body.data.skipped.map((s) => s.message) });
    router.push("/order#basket");
  }

  return (
    <div>
      <button
        type="button"
        onClick={reorder}
        disabled={isBusy}
        data-testid="order-again"
        // At least 44 px tall, as every other button a thumb reaches on these pages.
        className={
          className ??
          "inline-flex min-h-11 items-center rounded-lg bg-brand px-4 py-2 font-bold text-navy hover:bg-brand-strong disabled:cursor-wait disabled:opacity-70"
        }
      >
        {isBusy ? "Adding to your basket…" : "Order again"}
      </button>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
