"use client";

import { useCallback, useEffect, useId, useRef } from "react";
import { useBasket } from "@/components/basket/basket-provider";
import { ScooterIcon, StoreIcon } from "@/components/site/icons";
import { useStoreStatus } from "@/components/trading/use-store-status";
import { formatMajor } from "@/components/basket/format";
import { dayAndTime, slotLabel, FULFILMENTS, FULFILMENT_NAMES } from "@/lib/shop/shared";
import type { BasketView } from "@/lib/api/store/cart/view";
import { asapClosedReason, isPastLastOrders } from "./asap-closed";
import { hasLostSlot } from "./lost-slot";
import { SlotPicker } from "./slot-picker";

/**
 * What the basket is promised, said at the status's `now`: an ASAP order as now + its minutes, so
 * the time moves on with the clock while the customer fills in the checkout, as create_order's will.
 */
export function describePromise(
  basket: Pick<BasketView, "fulfilment" | "slot" | "promisedAt" | "asapMinutes" | "slotOfferedUntil">,
  now: Date,
  waitsForPause: boolean,
): string {
  const name = FULFILMENT_NAMES[basket.fulfilment];
  if (basket.slot && !hasLostSlot(basket, now)) return `${name} for ${slotLabel(basket.slot)}.`;
  if (basket.promisedAt && basket.asapMinutes !== null) {
    const at = dayAndTime(new Date(now.getTime() + basket.asapMinutes * 60_000), now).replace(/^today at /, "");
    const done = basket.fulfilment === "delivery" ? "Delivered" : "Ready to collect";
    return `${done} at about ${at} (${basket.asapMinutes} minutes from now).`;
  }
  // Chosen earlier and no longer offered (passed, too soon now, or the hours changed): create_order refuses it.
  if (basket.slot)
    return `The time you chose, ${slotLabel(basket.slot)}, is no longer available. Please choose another.`;
  // A pause takes no order at all, ahead or not (create_order refuses it): the payment step says
  // so, and an order for now is promised once it is over.
  return waitsForPause ? "As soon as possible, once online ordering resumes." : "Choose a time to order ahead.";
}

/** Delivery or collection, when, and the time promised; the shop's address for collection. */
export function FulfilmentChoice({ shopAddress }: { shopAddress: string }) {
  const { basket, setFulfilment, refresh } = useBasket();
  const status = useStoreStatus();
  const name = useId();
  const fulfilment = basket?.fulfilment ?? "delivery";
  // Choices still on their way: an automatic pick never overrides one the customer just made.
  const inFlightRef = useRef(0);
  const choose = useCallback(
    async (slot: string | null, kind = fulfilment) => {
      inFlightRef.current += 1;
      const result = await setFulfilment({ fulfilment: kind, slot }).finally(() => {
        inFlightRef.current -= 1;
      });
      return result.ok ? null : (result.fieldErrors.slot ?? result.message);
    },
    [setFulfilment, fulfilment],
  );
  const autoPick = useCallback(async (slot: string) => (inFlightRef.current > 0 ? null : choose(slot)), [choose]);
  // The basket's promise was worked out for the trading state it was read in: when a poll shows
  // the shop opening, closing, pausing, resuming or changing its minutes, read it again.
  const isPaused = status?.paused ?? false;
  const tradingState = status
    ? [
        isPaused,
        status.delivery.open,
        status.collection.open,
        // Last orders passing changes the basket's promise as closing does.
        isPastLastOrders(status.delivery, new Date(status.now)),
        isPastLastOrders(status.collection, new Date(status.now)),
        status.prepMinutes,
        status.deliveryMinutes,
        status.busyExtraMinutes,
      ].join(" ")
    : null;
  const readForRef = useRef(tradingState);
  useEffect(() => {
    if (readForRef.current !== null && tradingState !== readForRef.current) void refresh();
    readForRef.current = tradingState;
  }, [tradingState, refresh]);
  if (!basket) return null;

  const now = status ? new Date(status.now) : new Date();
  const state = status?.[fulfilment];
  // Past last orders counts as closed here: as soon as possible is off and the next time is offered.
  const closedReason = state ? asapClosedReason(state, fulfilment, now) : null;
  const isOpen = status ? closedReason === null : null;

  return (
    <section aria-labelledby="fulfilment-heading" className="space-y-4 rounded-2xl border border-line bg-white p-5">
      <h2 id="fulfilment-heading" className="text-2xl font-extrabold text-ink">
        Delivery or collection
      </h2>
      {/* Side by side from 640 px; on a phone two columns leave "Collection" no room beside its icons. */}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">How would you like your order?</legend>
        {FULFILMENTS.map((kind) => {
          const Icon = kind === "delivery" ? ScooterIcon : StoreIcon;
          return (
            <label
              key={kind}
              className="flex min-h-12 cursor-pointer items-center gap-2.5 rounded-xl border border-line px-4 py-3 font-semibold text-ink has-[:checked]:border-navy has-[:checked]:bg-surface"
            >
              <input
                type="radio"
                name={name}
                value={kind}
                checked={fulfilment === kind}
                onChange={() => void choose(null, kind)}
                className="size-5 accent-navy"
              />
              <Icon className="size-6 shrink-0" />
              {FULFILMENT_NAMES[kind]}
            </label>
          );
        })}
      </fieldset>
      <SlotPicker
        key={fulfilment}
        fulfilment={fulfilment}
        addressId={basket.addressId}
        slot={basket.slot}
        isOpen={isOpen}
        closedReason={closedReason}
        onChoose={choose}
        onAutoPick={autoPick}
      />
      {/* Said when it changes: choosing collection, a time, or the first free time chosen for a closed shop. */}
      <p data-testid="promised-time" aria-live="polite" className="font-semibold text-ink">
        {describePromise(basket, now, isPaused && isOpen === true)}
      </p>
      {/* Collection drops the delivery fee: the summary's total changes far from the choice that
          changed it, so the new total is said here too. */}
      <p className="sr-only" aria-live="polite" data-testid="total-said">
        Grand total {formatMajor(basket.total, basket.currency)}.
      </p>
      {fulfilment === "collection" ? (
        <p data-testid="collection-address" className="text-ink">
          <span className="font-semibold">Collect from:</span> {shopAddress}
        </p>
      ) : null}
    </section>
  );
}
