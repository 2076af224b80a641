import { IANAZone } from "luxon";
import { SHOP_ZONE } from "./zone";

const HOUR_MS = 3_600_000;
/** About six years of hours: a bound, not a size any shop reaches between restarts. */
const MOST_HOURS_KEPT = 50_000;

/**
 * The shop's zone for luxon, remembering its offset per hour. Luxon asks Intl for the offset of
 * every instant it places (a formatToParts each time), and a fortnight of opening hours, a list
 * of slots or a report asks hundreds of times: that was 7 % of an instance's CPU in a rush
 * (docs/speed-log.md, 2026-12-01). An hour whose first and last millisecond have the same offset
 * has it throughout, since London's offset changes on the hour and at most once in any hour;
 * any other hour is asked of Intl afresh for every instant, so a clock change is never blurred.
 */
export class RememberedOffsetZone extends IANAZone {
  readonly #offsets = new Map<number, number | null>();

  override offset(ts: number): number {
    const hour = Math.floor(ts / HOUR_MS);
    let known = this.#offsets.get(hour);
    if (known === undefined) {
      const first = super.offset(hour * HOUR_MS);
      known = first === super.offset(hour * HOUR_MS + HOUR_MS - 1) ? first : null;
      if (this.#offsets.size >= MOST_HOURS_KEPT) this.#offsets.clear();
      this.#offsets.set(hour, known);
    }
    return known ?? super.offset(ts);
  }
}

/** Europe/London for luxon's `zone` options and `setZone`; SHOP_ZONE is its name, for Intl and the wire. */
export const LONDON = new RememberedOffsetZone(SHOP_ZONE);
