import { clockTime, dayAndTime } from "./describe-time";
import { fulfilmentStatus } from "./fulfilment-status";
import { listSlots } from "./list-slots";
import { openIntervals } from "./open-intervals";
import { leadMinutes, type StoreRules } from "./store-rules";
import { FULFILMENT_NAMES, type Fulfilment } from "./timetable";

// Last orders (decision 109): an order for as soon as possible is taken only while it can be
// ready by the close, so the last one is at the close less the fulfilment's lead (collection:
// preparation and busy minutes; delivery: its minutes, busy minutes and the zone's). After it
// the shop is still open, but takes only orders ahead.

/**
 * Whether an order placed at `now` for as soon as possible is ready (now + the lead) before the
 * fulfilment closes. Spans that touch count as one opening (a night running past midnight).
 */
export function canOrderAsap(rules: StoreRules, fulfilment: Fulfilment, now: Date, extraMinutes = 0): boolean {
  const ready = now.getTime() + leadMinutes(rules, fulfilment, extraMinutes) * 60_000;
  return openIntervals(rules.timetable, fulfilment, now, new Date(ready + 1)).some(
    (i) => i.start <= now && ready <= i.end.getTime(),
  );
}

/** The last moment of the current opening an ASAP order is taken; null while closed. */
export function lastOrdersAt(closesAt: Date | null, rules: StoreRules, fulfilment: Fulfilment, extraMinutes = 0) {
  return closesAt ? new Date(closesAt.getTime() - leadMinutes(rules, fulfilment, extraMinutes) * 60_000) : null;
}

/**
 * What create_order says to an ASAP order after last orders, with the first time it can be
 * ordered ahead for when there is one this week.
 */
export function pastLastOrdersMessage(rules: StoreRules, fulfilment: Fulfilment, now: Date, extraMinutes = 0): string {
  const { closesAt } = fulfilmentStatus(rules.timetable, fulfilment, now);
  const last = lastOrdersAt(closesAt, rules, fulfilment, extraMinutes);
  const when =
    last && closesAt ? ` Last orders were at ${clockTime(last)}, as we close at ${clockTime(closesAt)}.` : "";
  const next = listSlots(rules, fulfilment, now, new Map(), extraMinutes)[0];
  const ahead = next
    ? ` You can order ahead for ${dayAndTime(next.start, now)} or later.`
    : " Please try again when we next open.";
  return `${FULFILMENT_NAMES[fulfilment]} has stopped taking orders for now.${when}${ahead}`;
}
