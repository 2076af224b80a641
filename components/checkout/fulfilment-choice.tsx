"use client";

import { useCallback, useEffect, useId, useRef } from "react";
import { useBasket } from "@/components/basket/basket-provider";
import { ScooterIcon, StoreIcon } from "@/components/site/icons";
import { useStoreStatus } from "@/components/trading/use-store-status";
import { formatMajor } from "@/components/basket/format";
import { dayAndTime, slotLabel, FULFILMENTS, FULFILMENT_NAMES } from "@/lib/shop/shared";
import { SlotPicker } from "./slot-picker";

/** The basket's promise (the live rules, with its zone's minutes) as minutes from the status's now. */
const minutesFrom = (promisedAt: string, now: Date) =>
  Math.max(0, Math.round((new Date(promisedAt).getTime() - now.getTime()) / 60_000));

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
  // the shop opening, closing, pausing or resuming, read it again for the promise it has now.
  const isPaused = status?.paused ?? false;
  const tradingState = status ? `${isPaused} ${status.delivery.open} ${status.collection.open}` : null;
  const readForRef = useRef(tradingState);
  useEffect(() => {
    if (readForRef.current !== null && tradingState !== readForRef.current) void refresh();
    readForRef.current = tradingState;
  }, [tradingState, refresh]);
  if (!basket) return null;

  const now = status ? new Date(status.now) : new Date();
  const state = status?.[fulfilment];
  const isOpen = status ? !!state?.open : null;
  const closedReason =
    state && !state.open
      ? `${FULFILMENT_NAMES[fulfilment]} is closed now${state.opensAt ? `: it opens ${dayAndTime(state.opensAt, now)}` : ""}.`
      : null;

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
        slot={basket.slot}
        isOpen={isOpen}
        closedReason={closedReason}
        onChoose={choose}
        onAutoPick={autoPick}
      />
      {/* Said when it changes: choosing collection, a time, or the first free time chosen for a closed shop. */}
      <p data-testid="promised-time" aria-live="polite" className="font-semibold text-ink">
        {basket.promisedAt
          ? basket.slot
            ? `${FULFILMENT_NAMES[fulfilment]} for ${slotLabel(basket.slot)}.`
            : `${fulfilment === "delivery" ? "Delivered" : "Ready to collect"} at about ${dayAndTime(basket.promisedAt, now).replace(/^today at /, "")} (${minutesFrom(basket.promisedAt, now)} minutes from now).`
          : basket.slot
            ? // Chosen earlier and no longer offered (passed, or the hours changed): create_order refuses it.
              `The time you chose, ${slotLabel(basket.slot)}, is no longer available. Please choose another.`
            : // A pause takes no order at all, ahead or not (create_order refuses it): the
              // payment step says so, and an order for now is promised once it is over.
              isPaused && isOpen
              ? "As soon as possible, once online ordering resumes."
              : "Choose a time to order ahead."}
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
