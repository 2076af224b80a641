import { DateTime, IANAZone } from "luxon";
import { describe, expect, it } from "vitest";
import { LONDON, RememberedOffsetZone } from "./shop-zone";
import { SHOP_ZONE } from "./zone";

// LONDON remembers offsets per hour; Intl (through luxon's own zone) is the reference it must
// agree with to the millisecond, the clock changes included.
const intl = new IANAZone(SHOP_ZONE);
const MINUTE = 60_000;

/** The instants London's clocks changed or will change, 2020–2030 (last Sundays of March and October, 01:00 UTC). */
function clockChanges(): number[] {
  const changes: number[] = [];
  for (let year = 2020; year <= 2030; year++) {
    for (const month of [3, 10]) {
      const lastSunday = DateTime.utc(year, month, 31).minus({ days: DateTime.utc(year, month, 31).weekday % 7 });
      changes.push(lastSunday.set({ hour: 1 }).toMillis());
    }
  }
  return changes;
}

describe("the shop's zone for luxon", () => {
  it("has Intl's offset every 20 minutes through 2026 and 2027", () => {
    let summer = 0;
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 20 * MINUTE) {
      const offset = LONDON.offset(t);
      expect(offset).toBe(intl.offset(t));
      if (offset === 60) summer++;
    }
    // Both offsets were met: about seven months a year of BST.
    expect(summer).toBeGreaterThan(2 * 200 * 72);
  });

  it("changes offset at each clock change to the millisecond, 2020–2030, asked in any order", () => {
    const changes = clockChanges();
    expect(changes).toHaveLength(22);
    for (const change of changes.reverse()) {
      for (const t of [change + 30 * MINUTE, change, change - 1, change - 30 * MINUTE, change + 1]) {
        expect(LONDON.offset(t), new Date(t).toISOString()).toBe(intl.offset(t));
      }
      expect(LONDON.offset(change) - LONDON.offset(change - 1)).not.toBe(0);
    }
  });

  it("places every wall-clock minute of the change days as Intl does: the spring gap moved on, the autumn's repeat taken once", () => {
    for (const change of clockChanges()) {
      const day = DateTime.fromMillis(change, { zone: "utc" });
      for (let minute = 0; minute < 4 * 60; minute++) {
        const wall = {
          year: day.year,
          month: day.month,
          day: day.day,
          hour: Math.floor(minute / 60),
          minute: minute % 60,
        };
        expect(DateTime.fromObject(wall, { zone: LONDON }).toMillis()).toBe(
          DateTime.fromObject(wall, { zone: intl }).toMillis(),
        );
      }
    }
  });

  it("asks Intl afresh within an hour that holds a change, as Lord Howe Island's half-hour ones do", () => {
    // Lord Howe moves its clocks by 30 minutes at 02:00 local time: 15:30 or 14:30 UTC, mid-hour.
    const name = "Australia/Lord_Howe";
    const zone = new RememberedOffsetZone(name);
    const reference = new IANAZone(name);
    let changes = 0;
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 10 * MINUTE) {
      expect(zone.offset(t), new Date(t).toISOString()).toBe(reference.offset(t));
      if (zone.offset(t) !== zone.offset(t - 10 * MINUTE)) changes++;
    }
    expect(changes).toBe(2);
  });

  it("builds no Intl formatter until luxon first asks it something (the storefront's first load builds none)", () => {
    const real = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(real, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        built++;
        return new target(...args);
      },
    });
    try {
      const zone = new RememberedOffsetZone("America/Argentina/Ushuaia");
      expect(zone.name).toBe("America/Argentina/Ushuaia");
      expect(built).toBe(0);
      expect(zone.isValid).toBe(true);
      expect(built).toBeGreaterThan(0);
    } finally {
      Intl.DateTimeFormat = real;
    }
  });

  it("is the same zone as its name to luxon", () => {
    const at = DateTime.fromISO("2026-07-01T12:00:00Z");
    expect(at.setZone(LONDON).equals(at.setZone(SHOP_ZONE))).toBe(true);
    expect(at.setZone(LONDON).toISO()).toBe("2026-07-01T13:00:00.000+01:00");
    expect(LONDON.name).toBe("Europe/London");
  });
});
