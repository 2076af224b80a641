"use client";

import { useId } from "react";
import { useBasket } from "@/components/basket/basket-provider";
import { formatMajor } from "@/components/basket/format";
import { unavailableReason } from "@/components/menu-details/unavailable-notice";
import { SpinnerIcon } from "@/components/basket/icons";
import { usePayment, type TCustomer } from "./use-payment";

type TPayNowProps = {
  customer: TCustomer;
  hasAddress: boolean;
  hasContact: boolean;
};

/** Why Pay Now cannot be pressed yet, or null when it can. */
function useBlockingReason(hasAddress: boolean, hasContact: boolean): string | null {
  const { basket } = useBasket();
  if (!basket) return "Loading your basket…";
  if (basket.lines.length === 0) return "Your basket is empty: add something from the menu first.";
  const unavailable = unavailableReason(basket);
  if (unavailable) return unavailable;
  if (basket.amountToMinimum > 0) {
    return `Add ${formatMajor(basket.amountToMinimum, basket.currency)} more to reach the ${formatMajor(basket.minimumOrder, basket.currency)} minimum order.`;
  }
  if (!hasContact) return "Tell us who to call: add your name and a UK phone number.";
  if (!hasAddress) return "Choose a delivery address with Deliver Here to pay.";
  if (basket.delivery.deliverable === false) return basket.delivery.message;
  return null;
}

export function PayNow({ customer, hasAddress, hasContact }: TPayNowProps) {
  const { basket } = useBasket();
  const { pay, isBusy, elements } = usePayment(customer);
  const reason = useBlockingReason(hasAddress, hasContact);
  const reasonId = useId();

  return (
    <div className="space-y-3">
      <button
        type="button"
        disabled={reason !== null || isBusy}
        aria-describedby={reason ? reasonId : undefined}
        onClick={pay}
        data-testid="pay-now"
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand px-6 py-3 text-lg font-bold text-navy hover:bg-brand-strong disabled:cursor-not-allowed disabled:bg-surface disabled:text-ink-muted"
      >
        {isBusy ? <SpinnerIcon className="size-5" /> : null}
        {isBusy
          ? "Paying…"
          : basket && !reason
            ? `Pay Now ${formatMajor(basket.total, basket.currency)}`
            : "Pay Now"}
      </button>
      {reason ? (
        <p id={reasonId} className="text-sm font-medium text-ink-muted" data-testid="pay-now-reason">
          {reason}
        </p>
      ) : null}
      {elements}
    </div>
  );
}
