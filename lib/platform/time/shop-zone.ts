import { IANAZone, Zone, type ZoneOffsetFormat, type ZoneOffsetOptions } from "luxon";
import { SHOP_ZONE } from "./zone";

const HOUR_MS = 3_600_000;
/** About six years of hours: a bound, not a size any shop reaches between restarts. */
const MOST_HOURS_KEPT = 50_000;

/**
 * An IANA zone for luxon that remembers its offset per hour. Luxon asks Intl for the offset of
 * every instant it places (a formatToParts each time), and a fortnight of opening hours, a list
 * of slots or a report asks hundreds of times: that was 7 % of an instance's CPU in a rush
 * (docs/speed-log.md, 2026-12-01). An hour whose first and last millisecond have the same offset
 * has it throughout, since London's offset changes on the hour and at most once in any hour;
 * any other hour is asked of Intl afresh for every instant, so a clock change is never blurred.
 * Luxon's own zone (which builds an Intl formatter to check the name) is made on first use, not
 * on import: the storefront's pages load this module and build no formatter at load (decision 061).
 */
export class RememberedOffsetZone extends Zone {
  readonly #name: string;
  #zone: IANAZone | undefined;
  readonly #offsets = new Map<number, number | null>();

  constructor(name: string) {
    super();
    this.#name = name;
  }

  #intl(): IANAZone {
    return (this.#zone ??= IANAZone.create(this.#name));
  }

  override get type(): string {
    return "iana";
  }

  override get name(): string {
    return this.#name;
  }

  override get isUniversal(): boolean {
    return false;
  }

  override get isValid(): boolean {
    return this.#intl().isValid;
  }

  override offsetName(ts: number, options: ZoneOffsetOptions): string | null {
    return this.#intl().offsetName(ts, options);
  }

  override formatOffset(ts: number, format: ZoneOffsetFormat): string {
    return this.#intl().formatOffset(ts, format);
  }

  override equals(other: Zone): boolean {
    return other.type === "iana" && other.name === this.#name;
  }

  override offset(ts: number): number {
    const intl = this.#intl();
    const hour = Math.floor(ts / HOUR_MS);
    let known = this.#offsets.get(hour);
    if (known === undefined) {
      const first = intl.offset(hour * HOUR_MS);
      known = first === intl.offset(hour * HOUR_MS + HOUR_MS - 1) ? first : null;
      if (this.#offsets.size >= MOST_HOURS_KEPT) this.#offsets.clear();
      this.#offsets.set(hour, known);
    }
    return known ?? intl.offset(ts);
  }
}

/**
 * Europe/London for luxon's `zone` options and `setZone`; SHOP_ZONE is its name, for Intl and the
 * wire. Marked pure so that a bundle which never uses it leaves it, and luxon with it, out: the
 * storefront's first scripts load this module and must not carry luxon (decision 060).
 */
export const LONDON: Zone = /* @__PURE__ */ new RememberedOffsetZone(SHOP_ZONE);
