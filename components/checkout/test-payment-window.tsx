"use client";

import { useShopName } from "@/components/site/shop-name";
import { useRef, useState } from "react";
import { SpinnerIcon } from "@/components/basket/icons";
import { Modal } from "@/components/ui/modal";
import { formatMoney } from "@/lib/platform/money";
import { payInTestMode, type TPaymentOrder, type TPaymentProof } from "./payment-api";

type TTestPaymentWindowProps = {
  order: TPaymentOrder;
  /** True while the server verifies the payment this window made. */
  isVerifying: boolean;
  /** Called exactly as Razorpay calls its `handler` after a payment. */
  onPaid: (proof: TPaymentProof) => void;
  onClose: () => void;
};

/**
 * Stands in for Razorpay's window when the shop runs without payment keys: the same create →
 * pay → verify path, with no card and no money. Labelled as a test everywhere it shows.
 */
export function TestPaymentWindow({ order, isVerifying, onPaid, onClose }: TTestPaymentWindowProps) {
  const shopName = useShopName();
  const [pending, setPending] = useState<"success" | "failure" | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const payButtonRef = useRef<HTMLButtonElement>(null);
  const isBusy = pending !== null || isVerifying;

  const pay = async (outcome: "success" | "failure") => {
    if (isBusy) return;
    setPending(outcome);
    setDeclined(null);
    const { body } = await payInTestMode(order.orderId, outcome);
    setPending(null);
    const answer = body.data;
    if (body.success && answer?.ok) {
      onPaid(answer);
      return;
    }
    setDeclined(
      answer && !answer.ok ? answer.error.description : body.message || "The test payment could not be made.",
    );
    payButtonRef.current?.focus();
  };

  return (
    <Modal
      title="Test payment mode — no real money is taken"
      description="This window stands in for the card payment window while the shop has no payment keys."
      onClose={onClose}
      initialFocusRef={payButtonRef}
      testId="test-payment-window"
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            aria-disabled={isBusy}
            onClick={() => void pay("failure")}
            className="inline-flex min-h-12 items-center justify-center rounded-full border border-red-800/40 px-6 font-semibold text-red-800 hover:bg-red-50 aria-disabled:opacity-60"
          >
            {pending === "failure" ? "Declining…" : "Fail payment"}
          </button>
          <button
            ref={payButtonRef}
            type="button"
            aria-disabled={isBusy}
            onClick={() => void pay("success")}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand px-8 text-lg font-bold text-navy hover:bg-brand-strong aria-disabled:opacity-60"
          >
            {pending === "success" || isVerifying ? <SpinnerIcon className="size-5" /> : null}
            {pending === "success" ? "Paying…" : isVerifying ? "Checking payment…" : "Pay (test succeeds)"}
          </button>
        </div>
      }
    >
      <div className="space-y-4">
        <p className="rounded-lg border-2 border-dashed border-brand bg-brand-soft px-4 py-3 text-sm font-semibold text-navy">
          TEST MODE · No card is needed and nothing is charged.
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-ink-muted">Pay to</dt>
          <dd className="font-semibold text-ink">{shopName}</dd>
          <dt className="text-ink-muted">Order</dt>
          <dd className="font-mono text-ink">{order.orderRef.slice(-8)}</dd>
          <dt className="self-center text-ink-muted">Amount</dt>
          <dd className="text-3xl font-extrabold text-ink" data-testid="test-payment-amount">
            {formatMoney(order.amount, order.currency)}
          </dd>
        </dl>
        <div aria-live="assertive">
          {declined ? (
            <p
              className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
              data-testid="test-payment-declined"
            >
              {declined} You can try again.
            </p>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
