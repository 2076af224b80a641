import { AppError } from "@/lib/platform/errors";
import { dayAndTime } from "./describe-time";
import { fulfilmentStatus } from "./fulfilment-status";
import { canOrderAsap, pastLastOrdersMessage } from "./last-orders";
import { isSlotOffered, slotContaining } from "./list-slots";
import { isPaused, leadMinutes, type StoreRules } from "./store-rules";
import { FULFILMENT_NAMES, type Fulfilment } from "./timetable";

export type OrderTiming = {
  fulfilment: Fulfilment;
  /** The slot the customer chose; null = as soon as possible. */
  slotStart: Date | null;
  /** The slot whose capacity the order takes: the chosen one, or the current one for ASAP. */
  capacitySlot: Date;
  promisedAt: Date;
};

export function pausedMessage(rules: StoreRules, now: Date): string {
  return rules.pausedIndefinitely || !rules.pausedUntil
    ? "We have paused online ordering for now. Please try again later."
    : `We have paused online ordering until ${dayAndTime(rules.pausedUntil, now)}. Please try again then.`;
}

/**
 * When an order will be ready, decided at create_order from the rules as they are at `now`:
 * as soon as possible while the fulfilment is open (now + its minutes + busy minutes +
 * `extraMinutes`, the zone's) while that is no later than the close, else only for a slot the
 * shop offers. Refuses with a conflict (409) when ordering is paused, the fulfilment is closed or
 * past its last orders and no slot was chosen, or the slot
 * has passed or lies outside the hours. Whether the slot still has room is decided where its
 * seat is taken (reserve-slot.ts), inside the order's transaction.
 */
export function decideOrderTiming(
  rules: StoreRules,
  input: { fulfilment: Fulfilment; slotStart: Date | null; now: Date; extraMinutes?: number },
): OrderTiming {
  const { fulfilment, slotStart, now } = input;
  const extraMinutes = input.extraMinutes ?? 0;
  if (isPaused(rules, now)) throw new AppError("CONFLICT", pausedMessage(rules, now));
  if (!slotStart) {
    const status = fulfilmentStatus(rules.timetable, fulfilment, now);
    if (!status.open) {
      const opens = status.opensAt ? ` It opens ${dayAndTime(status.opensAt, now)}.` : "";
      throw new AppError(
        "CONFLICT",
        `${FULFILMENT_NAMES[fulfilment]} is closed now.${opens} Choose a time to order ahead.`,
      );
    }
    // Open, but an order now would be promised after the close: last orders have gone (decision 109).
    if (!canOrderAsap(rules, fulfilment, now, extraMinutes)) {
      throw new AppError("CONFLICT", pastLastOrdersMessage(rules, fulfilment, now, extraMinutes));
    }
    return {
      fulfilment,
      slotStart: null,
      capacitySlot: slotContaining(now),
      promisedAt: new Date(now.getTime() + leadMinutes(rules, fulfilment, extraMinutes) * 60_000),
    };
  }
  if (!isSlotOffered(rules, fulfilment, slotStart, now, extraMinutes)) {
    const earliest = now.getTime() + leadMinutes(rules, fulfilment, extraMinutes) * 60_000;
    throw new AppError(
      "CONFLICT",
      slotStart.getTime() < earliest
        ? `The time you chose (${dayAndTime(slotStart, now)}) has passed or is too soon. Please choose another time.`
        : `${FULFILMENT_NAMES[fulfilment]} is not available ${dayAndTime(slotStart, now)}. Please choose one of the times offered.`,
    );
  }
  return { fulfilment, slotStart, capacitySlot: slotStart, promisedAt: slotStart };
}
