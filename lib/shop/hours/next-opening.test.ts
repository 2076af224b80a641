import { describe, expect, it } from "vitest";
import { SEED_TIMETABLE } from "@/lib/seed";
import { nextOpening } from "./next-opening";
import { UNCONFIGURED_RULES } from "./store-rules";
import type { TTimetable, TWeek } from "./timetable";

// "Sold out until the next opening": when the shop next opens after a moment, on a controlled
// clock. The seed: collection from 16:50, delivery from 17:50, until 03:00 (Sunday midnight),
// closed on 25 December. Times in the names are London times.

const at = (iso: string) => new Date(iso);
const everyDay = (spans: TWeek[number]): TWeek => Array.from({ length: 7 }, () => spans);

describe("the next opening", () => {
  it("is this afternoon's when the shop has not opened yet today (Monday 23 November 2026, GMT)", () => {
    expect(nextOpening(SEED_TIMETABLE, at("2026-11-23T10:00:00Z"))).toEqual(at("2026-11-23T16:50:00Z"));
  });

  it("is tomorrow's while the shop is open, whether delivery has started yet or not", () => {
    // 17:00: collection is open, delivery opens at 17:50; the shop is already open.
    expect(nextOpening(SEED_TIMETABLE, at("2026-11-23T17:00:00Z"))).toEqual(at("2026-11-24T16:50:00Z"));
    expect(nextOpening(SEED_TIMETABLE, at("2026-11-23T19:07:00Z"))).toEqual(at("2026-11-24T16:50:00Z"));
    // 02:00 on Tuesday is still Monday night's opening.
    expect(nextOpening(SEED_TIMETABLE, at("2026-11-24T02:00:00Z"))).toEqual(at("2026-11-24T16:50:00Z"));
    // At the very moment it opens, that opening has begun: the next one is tomorrow's.
    expect(nextOpening(SEED_TIMETABLE, at("2026-11-23T16:50:00Z"))).toEqual(at("2026-11-24T16:50:00Z"));
  });

  it("keeps London's wall clock over the night the clocks go back (Sunday 25 October 2026)", () => {
    // Saturday 20:00 BST; Sunday opens at 16:50 GMT, which is 16:50 UTC (Saturday's was 15:50 UTC).
    expect(nextOpening(SEED_TIMETABLE, at("2026-10-24T19:00:00Z"))).toEqual(at("2026-10-25T16:50:00Z"));
    // In the hour that happens twice (01:30 BST, then 01:30 GMT), still Saturday night's opening.
    expect(nextOpening(SEED_TIMETABLE, at("2026-10-25T00:30:00Z"))).toEqual(at("2026-10-25T16:50:00Z"));
    expect(nextOpening(SEED_TIMETABLE, at("2026-10-25T01:30:00Z"))).toEqual(at("2026-10-25T16:50:00Z"));
  });

  it("keeps London's wall clock over the night the clocks go forward (Sunday 28 March 2027)", () => {
    // Saturday 20:00 GMT; Sunday opens at 16:50 BST = 15:50 UTC.
    expect(nextOpening(SEED_TIMETABLE, at("2027-03-27T20:00:00Z"))).toEqual(at("2027-03-28T15:50:00Z"));
  });

  it("skips a day the shop is closed (25 December, every year)", () => {
    expect(nextOpening(SEED_TIMETABLE, at("2026-12-24T20:00:00Z"))).toEqual(at("2026-12-26T16:50:00Z"));
  });

  it("is the evening's opening during a lunchtime one", () => {
    const split: TTimetable = {
      delivery: everyDay([
        { opens: "11:30", closes: "14:00" },
        { opens: "17:00", closes: "23:00" },
      ]),
      collection: everyDay([]),
      exceptions: [],
    };
    expect(nextOpening(split, at("2026-11-23T12:00:00Z"))).toEqual(at("2026-11-23T17:00:00Z"));
    expect(nextOpening(split, at("2026-11-23T15:00:00Z"))).toEqual(at("2026-11-23T17:00:00Z"));
    expect(nextOpening(split, at("2026-11-23T22:00:00Z"))).toEqual(at("2026-11-24T11:30:00Z"));
  });

  it("does not exist for a shop open at all hours, nor for one closed for the whole look-ahead", () => {
    expect(nextOpening(UNCONFIGURED_RULES.timetable, at("2026-11-23T10:00:00Z"))).toBeNull();
    const closed: TTimetable = { delivery: everyDay([]), collection: everyDay([]), exceptions: [] };
    expect(nextOpening(closed, at("2026-11-23T10:00:00Z"))).toBeNull();
    // A single opening three weeks away is beyond the fortnight looked at.
    const later: TTimetable = {
      ...closed,
      exceptions: [
        {
          date: "2026-12-14",
          fulfilment: "both",
          yearly: false,
          spans: [{ opens: "12:00", closes: "22:00" }],
          note: "",
        },
      ],
    };
    expect(nextOpening(later, at("2026-11-23T10:00:00Z"))).toBeNull();
    expect(nextOpening(later, at("2026-12-10T10:00:00Z"))).toEqual(at("2026-12-14T12:00:00Z"));
  });
});
