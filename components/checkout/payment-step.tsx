"use client";

import { useId, useState } from "react";
import { useBasket } from "@/components/basket/basket-provider";
import { formatMajor } from "@/components/basket/format";
import { minimumOrderHint } from "@/components/basket/minimum-order-hint";
import { SpinnerIcon } from "@/components/basket/icons";
import { unavailableReason } from "@/components/menu-details/unavailable-notice";
import { useStoreStatus } from "@/components/trading/use-store-status";
import { useApiData } from "@/components/ui/use-api-data";
import { toPaymentMethodViews, type PaymentMethodView } from "@/lib/api/store/checkout/view";
import { toMinor } from "@/lib/platform/money";
import { FULFILMENT_NAMES } from "@/lib/shop/shared";
import { loadPaymentMethods } from "./payment-api";
import { isPastLastOrders } from "./asap-closed";
import { hasLostSlot } from "./lost-slot";
import { StripeCardPayment } from "./stripe-card-payment";
import { TipPicker, tipOf, type TTipChoice } from "./tip-picker";
import { usePayment, type TCustomer } from "./use-payment";

// The checkout's payment step (decision 030): the ways of paying this basket may use, as
// GET /api/checkout/methods says (Stripe's cards first when they are on), a tip on an online
// payment, and the one button that pays or places the order.

type TPaymentStepProps = {
  customer: TCustomer;
  hasAddress: boolean;
  hasContact: boolean;
};

/** Why the order cannot be paid yet, or null when it can. */
function useBlockingReason(hasAddress: boolean, hasContact: boolean): string | null {
  const { basket } = useBasket();
  const status = useStoreStatus();
  if (!basket) return "Loading your basket…";
  if (basket.lines.length === 0) return "Your basket is empty: add something from the menu first.";
  // create_order refuses every order while paused, one for a later time too.
  if (status?.paused) {
    const until = status.labels.pausedUntil ? ` until ${status.labels.pausedUntil}` : " for now";
    return `Online ordering is paused${until}. You can pay once it resumes.`;
  }
  // A time chosen earlier that the shop no longer offers, or that has become too soon while the
  // customer filled in the checkout: create_order would refuse it.
  if (hasLostSlot(basket, status ? new Date(status.now) : new Date()))
    return "The time you chose is no longer available: choose another time.";
  // Closed, and no time chosen (there may be none left this week): create_order would refuse it.
  if (!basket.promisedAt && status && !status[basket.fulfilment].open) {
    return `${FULFILMENT_NAMES[basket.fulfilment]} is closed now: choose a time to order ahead.`;
  }
  if (!basket.promisedAt && status && isPastLastOrders(status[basket.fulfilment], new Date(status.now))) {
    return `${FULFILMENT_NAMES[basket.fulfilment]} has stopped taking orders for now: choose a time to order ahead.`;
  }
  const unavailable = unavailableReason(basket);
  if (unavailable) return unavailable;
  const minimum = minimumOrderHint(basket);
  if (minimum) return minimum;
  if (!hasContact) return "Tell us who to call: add your name and a UK phone number.";
  if (!hasAddress) return "Choose a delivery address with Deliver Here to pay.";
  if (basket.delivery.deliverable === false) return basket.delivery.message;
  return null;
}

const BUTTON =
  "inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand px-6 py-3 text-lg font-bold text-navy hover:bg-brand-strong disabled:cursor-not-allowed disabled:bg-surface disabled:text-ink-muted aria-disabled:cursor-wait";

export function PaymentStep({ customer, hasAddress, hasContact }: TPaymentStepProps) {
  const { basket } = useBasket();
  const fulfilment = basket?.fulfilment ?? "delivery";
  const currency = basket?.currency ?? "GBP";
  const payment = usePayment(customer);
  const reason = useBlockingReason(hasAddress, hasContact);
  const reasonId = useId();
  const groupName = useId();
  // What cash may pay and who may use it depend on the basket's fulfilment and total.
  const { state, retry } = useApiData(loadPaymentMethods, toPaymentMethodViews, [fulfilment, basket?.total ?? null]);
  const [chosen, setChosen] = useState<PaymentMethodView["method"] | null>(null);
  const [tipChoice, setTipChoice] = useState<TTipChoice>({ kind: "none" });

  const listed = state.status === "ready" ? state.data.filter((m) => m.isSetUp) : [];
  const preferred = listed.find((m) => m.isDefault) ?? listed.find((m) => m.isAvailable) ?? null;
  const current = listed.find((m) => m.method === chosen && m.isAvailable) ?? preferred;
  const isOnline = current !== null && current.method !== "cash";
  const goodsPence = basket ? toMinor(basket.subtotal - basket.discount) : 0;
  const tip = isOnline ? tipOf(tipChoice, goodsPence) : 0;
  const totalPence = basket ? toMinor(basket.total) + toMinor(tip ?? 0) : 0;
  const money = formatMajor(totalPence / 100, currency);
  const blocked = reason ?? (tip === null ? "Give the tip as an amount, such as 2.50, or choose no tip." : null);

  return (
    <div className="space-y-5" data-testid="payment-step">
      {state.status === "loading" ? (
        <p role="status" className="text-sm text-ink-muted">
          Loading the ways to pay…
        </p>
      ) : null}
      {state.status === "failed" ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {state.message || "The ways to pay could not be loaded."}{" "}
          <button type="button" onClick={retry} className="font-semibold underline">
            Try again
          </button>
        </p>
      ) : null}
      {listed.length > 1 ? (
        <fieldset className="space-y-2" data-testid="payment-methods">
          <legend className="font-bold text-ink">How would you like to pay?</legend>
          {listed.map((m) => (
            <label
              key={m.method}
              className={`flex min-h-12 items-start gap-3 rounded-xl border px-3 py-2.5 ${m.isAvailable ? "cursor-pointer border-line has-[:checked]:border-navy has-[:checked]:bg-surface" : "border-dashed border-line text-ink-muted"}`}
            >
              <input
                type="radio"
                name={groupName}
                value={m.method}
                checked={current?.method === m.method}
                disabled={!m.isAvailable}
                onChange={() => setChosen(m.method)}
                // Kept round when the words beside it take two lines: the flex row would squeeze it.
                className="mt-1 size-5 shrink-0 accent-navy"
                aria-describedby={m.reason ? `${groupName}-${m.method}` : undefined}
              />
              <span>
                <span className="font-semibold">{m.label}</span>
                {m.reason ? (
                  <span id={`${groupName}-${m.method}`} className="block text-sm">
                    {m.reason}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {state.status === "ready" && !current ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {state.data.find((m) => m.isSetUp)?.reason ??
            "This shop is not taking payments online at the moment. Please call the shop."}
        </p>
      ) : null}
      {isOnline && basket ? (
        <TipPicker
          choice={tipChoice}
          onChange={setTipChoice}
          goodsPence={goodsPence}
          currency={currency}
          fulfilment={fulfilment}
        />
      ) : null}

      {current?.method === "card" && current.publishableKey ? (
        <StripeCardPayment
          publishableKey={current.publishableKey}
          amountPence={Math.max(totalPence, 30)}
          currency={currency}
          tip={tip ?? 0}
          blockedReason={blocked}
          payment={payment}
        />
      ) : null}
      {current && current.method !== "card" ? (
        // Busy, it stays focusable (aria-disabled, not disabled): a disabled button drops the
        // keyboard's focus to the page, and the payment window, closed, could not give it back.
        <button
          type="button"
          disabled={blocked !== null}
          aria-disabled={payment.isBusy || undefined}
          aria-describedby={blocked ? reasonId : undefined}
          onClick={() => {
            if (!payment.isBusy) payment.pay({ method: current.method, tip: tip ?? 0 });
          }}
          data-testid={current.method === "cash" ? "place-cash-order" : "pay-now"}
          className={BUTTON}
        >
          {payment.isBusy ? <SpinnerIcon className="size-5" /> : null}
          {payment.isBusy
            ? current.method === "cash"
              ? "Placing your order…"
              : "Paying…"
            : current.method === "cash"
              ? `Place order, pay ${money} ${fulfilment === "collection" ? "when you collect" : "on delivery"}`
              : basket && !blocked
                ? `Pay Now ${money}`
                : "Pay Now"}
        </button>
      ) : null}
      {blocked ? (
        <p id={reasonId} className="text-sm font-medium text-ink-muted" data-testid="pay-now-reason">
          {blocked}
        </p>
      ) : null}
      {payment.elements}
    </div>
  );
}
