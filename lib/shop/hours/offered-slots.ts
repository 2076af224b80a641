import "server-only";
import { listSlots, type Slot } from "./list-slots";
import { loadStoreRules } from "./load-store-rules";
import { takenSeats } from "./taken-seats";
import { SLOT_DAYS, type StoreRules } from "./store-rules";
import type { Fulfilment } from "./timetable";

/**
 * The slots a customer can choose now, with the seats already taken (a full slot is unavailable).
 * `extraMinutes`: the delivery zone's, which push the earliest slot as create_order does.
 */
export async function offeredSlots(
  fulfilment: Fulfilment,
  now: Date,
  rules?: StoreRules,
  extraMinutes = 0,
): Promise<{ rules: StoreRules; slots: Slot[] }> {
  const current = rules ?? (await loadStoreRules());
  const until = new Date(now.getTime() + (SLOT_DAYS + 1) * 24 * 3600 * 1000);
  const taken = await takenSeats(fulfilment, now, until, now);
  return { rules: current, slots: listSlots(current, fulfilment, now, taken, extraMinutes) };
}
