import { describe, expect, it, vi } from "vitest";
import { DateTime } from "@/lib/platform/time";
import { SEED_TIMETABLE } from "@/lib/seed";
import { AppError } from "@/lib/platform/errors";
import { basketTiming, fulfilmentPriceRules } from "./basket-timing";
import { decideOrderTiming } from "./decide-order-timing";
import { dayAndTime, slotLabel } from "./describe-time";
import { fulfilmentStatus } from "./fulfilment-status";
import { listSlots, slotContaining } from "./list-slots";
import { isOpenAt, openIntervals } from "./open-intervals";
import { UNCONFIGURED_RULES, type StoreRules } from "./store-rules";
import { timetableProblems, type TTimetable } from "./timetable";

// Every rule takes `now`: the clock is set per test. Times in the names are London times.

const rules = (over: Partial<StoreRules> = {}): StoreRules => ({
  ...UNCONFIGURED_RULES,
  timetable: SEED_TIMETABLE,
  prepMinutes: 20,
  deliveryMinutes: 45,
  capacity: { delivery: 2, collection: 2 },
  ...over,
});
const at = (iso: string) => new Date(iso);
const hours = (i: { start: Date; end: Date }) => (i.end.getTime() - i.start.getTime()) / 3_600_000;

describe("open intervals in London time", () => {
  it("runs 16:50–03:00 over the night the clocks go forward (Sat 28 March 2026): an hour shorter, never lost", () => {
    const [night] = openIntervals(SEED_TIMETABLE, "collection", at("2026-03-28T12:00:00Z"), at("2026-03-29T12:00:00Z"));
    expect(night).toEqual({ start: at("2026-03-28T16:50:00Z"), end: at("2026-03-29T02:00:00Z") });
    expect(hours(night!)).toBeCloseTo(9 + 10 / 60);
    // 02:30 BST exists only after the change: still open, closing at 03:00 BST.
    const s = fulfilmentStatus(SEED_TIMETABLE, "collection", at("2026-03-29T01:30:00Z"));
    expect(s).toEqual({ open: true, opensAt: null, closesAt: at("2026-03-29T02:00:00Z") });
  });

  it("runs 16:50–03:00 over the night the clocks go back (Sat 24 October 2026): an hour longer, once", () => {
    const nights = openIntervals(SEED_TIMETABLE, "collection", at("2026-10-24T12:00:00Z"), at("2026-10-25T12:00:00Z"));
    expect(nights).toEqual([{ start: at("2026-10-24T15:50:00Z"), end: at("2026-10-25T03:00:00Z") }]);
    expect(hours(nights[0]!)).toBeCloseTo(11 + 10 / 60);
    // 01:30 happens twice in London that night; open both times.
    expect(fulfilmentStatus(SEED_TIMETABLE, "collection", at("2026-10-25T00:30:00Z")).open).toBe(true);
    expect(fulfilmentStatus(SEED_TIMETABLE, "collection", at("2026-10-25T01:30:00Z")).open).toBe(true);
    expect(fulfilmentStatus(SEED_TIMETABLE, "collection", at("2026-10-25T03:00:00Z")).open).toBe(false);
  });

  it("keeps the 2027 changes too (28 March, 31 October), Sunday closing at midnight", () => {
    // Sunday 28 March 2027 is a Sunday: 16:50 BST to midnight BST.
    expect(openIntervals(SEED_TIMETABLE, "collection", at("2027-03-28T12:00:00Z"), at("2027-03-28T22:59:00Z"))).toEqual(
      [{ start: at("2027-03-28T15:50:00Z"), end: at("2027-03-28T23:00:00Z") }],
    );
    // Sunday 31 October 2027: the clocks went back at 02:00; the evening is in GMT.
    expect(openIntervals(SEED_TIMETABLE, "delivery", at("2027-10-31T12:00:00Z"), at("2027-10-31T23:00:00Z"))).toEqual([
      { start: at("2027-10-31T17:50:00Z"), end: at("2027-11-01T00:00:00Z") },
    ]);
    // The Saturday night before it closes at 03:00 GMT, after 11 h 10 min.
    const [saturday] = openIntervals(
      SEED_TIMETABLE,
      "collection",
      at("2027-10-30T12:00:00Z"),
      at("2027-10-31T12:00:00Z"),
    );
    expect(hours(saturday!)).toBeCloseTo(11 + 10 / 60);
  });

  it("moves a span that opens in the spring gap to the first hour that exists, rather than losing it", () => {
    const timetable: TTimetable = {
      ...SEED_TIMETABLE,
      exceptions: [
        {
          date: "2026-03-29",
          yearly: false,
          fulfilment: "both",
          spans: [{ opens: "01:30", closes: "05:00" }],
          note: "",
        },
      ],
    };
    const spans = openIntervals(timetable, "delivery", at("2026-03-29T00:00:00Z"), at("2026-03-29T06:00:00Z"));
    // Saturday 17:50 GMT–03:00 BST merges with the special span, moved to 02:30–05:00 BST.
    expect(spans).toEqual([{ start: at("2026-03-28T17:50:00Z"), end: at("2026-03-29T04:00:00Z") }]);
  });

  it("closes on 25 December every year, after the night of the 24th has run to 03:00", () => {
    for (const year of [2026, 2027]) {
      const s = fulfilmentStatus(SEED_TIMETABLE, "delivery", at(`${year}-12-25T12:00:00Z`));
      expect(s.open).toBe(false);
      expect(s.opensAt).toEqual(at(`${year}-12-26T17:50:00Z`));
      expect(fulfilmentStatus(SEED_TIMETABLE, "delivery", at(`${year}-12-25T02:30:00Z`)).open).toBe(true);
      expect(fulfilmentStatus(SEED_TIMETABLE, "delivery", at(`${year}-12-25T17:50:00Z`)).open).toBe(false);
    }
  });

  it("answers 'open now?' from two days as the fortnight's status does, every 5 minutes over both clock changes and Christmas", () => {
    const windows = [
      ["2026-03-27T12:00:00Z", "2026-03-30T12:00:00Z"],
      ["2026-10-23T12:00:00Z", "2026-10-26T12:00:00Z"],
      ["2026-12-23T12:00:00Z", "2026-12-27T12:00:00Z"],
    ] as const;
    let open = 0;
    let closed = 0;
    for (const [from, to] of windows) {
      for (let t = at(from).getTime(); t <= at(to).getTime(); t += 5 * 60_000) {
        for (const fulfilment of ["delivery", "collection"] as const) {
          const moment = new Date(t);
          const expected = fulfilmentStatus(SEED_TIMETABLE, fulfilment, moment).open;
          expect(isOpenAt(SEED_TIMETABLE, fulfilment, moment), `${fulfilment} at ${moment.toISOString()}`).toBe(
            expected,
          );
          if (expected) open++;
          else closed++;
        }
      }
    }
    // Both answers were met many times: the sweep crossed openings and closings.
    expect(open).toBeGreaterThan(500);
    expect(closed).toBeGreaterThan(500);
  });

  it("says when it opens and closes, per fulfilment (Monday 23 November 2026)", () => {
    const afternoon = at("2026-11-23T17:00:00Z");
    expect(fulfilmentStatus(SEED_TIMETABLE, "collection", afternoon)).toEqual({
      open: true,
      opensAt: null,
      closesAt: at("2026-11-24T03:00:00Z"),
    });
    expect(fulfilmentStatus(SEED_TIMETABLE, "delivery", afternoon)).toEqual({
      open: false,
      opensAt: at("2026-11-23T17:50:00Z"),
      closesAt: null,
    });
    expect(dayAndTime(at("2026-11-23T17:50:00Z"), afternoon)).toBe("today at 17:50");
    expect(dayAndTime(at("2026-11-24T16:50:00Z"), afternoon)).toBe("tomorrow at 16:50");
    expect(dayAndTime(at("2026-11-27T16:50:00Z"), afternoon)).toBe("on Friday at 16:50");
  });
});

describe("open intervals placed once per timetable", () => {
  // A timetable whose exceptions fall on both 2026 clock changes, so the remembered days cross them.
  const timetable = (): TTimetable => ({
    ...SEED_TIMETABLE,
    exceptions: [
      {
        date: "2026-03-29",
        note: "",
        fulfilment: "delivery",
        yearly: false,
        spans: [{ opens: "00:30", closes: "02:30" }],
      },
      // Saturday evening closes early and the Sunday opens ten minutes after midnight (BST), an
      // hour before midnight UTC: the London day, not the UTC one, decides which spans apply.
      {
        date: "2026-10-24",
        note: "",
        fulfilment: "delivery",
        yearly: false,
        spans: [{ opens: "18:00", closes: "23:30" }],
      },
      { date: "2026-10-25", note: "", fulfilment: "both", yearly: false, spans: [{ opens: "00:10", closes: "01:45" }] },
    ],
  });

  it("answers as a fresh copy of the timetable does, over both clock changes and Christmas Day", () => {
    const kept = timetable();
    const nights = [
      ["2026-03-28T20:00:00Z", "2026-03-29T06:00:00Z"],
      ["2026-10-24T20:00:00Z", "2026-10-25T06:00:00Z"],
      // Closed all day (a yearly exception): the next opening is two days from the eve's close.
      ["2026-12-25T10:00:00Z", "2026-12-25T14:00:00Z"],
    ];
    for (const [from, to] of nights) {
      for (let t = at(from!).getTime(); t < at(to!).getTime(); t += 7 * 60_000) {
        const now = new Date(t);
        for (const f of ["delivery", "collection"] as const) {
          // The shortest range first: a longer one asked in the same hour must not be answered from it.
          expect(isOpenAt(kept, f, now)).toBe(isOpenAt(timetable(), f, now));
          const soon = new Date(t + 95 * 60_000);
          expect(openIntervals(kept, f, now, soon)).toEqual(openIntervals(timetable(), f, now, soon));
          expect(fulfilmentStatus(kept, f, now)).toEqual(fulfilmentStatus(timetable(), f, now));
        }
      }
    }
  });

  it("places the spans once for a timetable within an hour, and again for a new timetable", () => {
    const kept = timetable();
    const placing = vi.spyOn(DateTime, "fromObject");
    try {
      fulfilmentStatus(kept, "delivery", at("2026-12-04T18:05:00Z"));
      const first = placing.mock.calls.length;
      expect(first).toBeGreaterThan(0);
      const later = fulfilmentStatus(kept, "delivery", at("2026-12-04T18:55:00Z"));
      expect(placing.mock.calls.length).toBe(first);
      expect(later).toEqual({ open: true, opensAt: null, closesAt: at("2026-12-05T03:00:00Z") });
      fulfilmentStatus(timetable(), "delivery", at("2026-12-04T18:55:00Z"));
      expect(placing.mock.calls.length).toBe(2 * first);
    } finally {
      placing.mockRestore();
    }
  });
});

describe("slots", () => {
  it("offers quarter hours within the hours, from now + the minutes, today and the next 6 days", () => {
    const now = at("2026-11-23T17:02:00Z"); // Monday 17:02: collection open, prep 20 min
    const slots = listSlots(rules(), "collection", now);
    expect(slots[0]!.start).toEqual(at("2026-11-23T17:30:00Z"));
    expect(slots.every((s) => s.start.getUTCMinutes() % 15 === 0)).toBe(true);
    // Monday night to 03:00: 17:30…02:45 = 38 slots; Tue–Sat 17:00…02:45 = 40 each, but the
    // window ends at midnight after the sixth day (Sunday 29th, which closes at midnight: 28).
    expect(slots.filter((s) => s.start < at("2026-11-24T12:00:00Z"))).toHaveLength(38);
    expect(slots.at(-1)!.start).toEqual(at("2026-11-29T23:45:00Z"));
    expect(slots.every((s) => s.available)).toBe(true);
  });

  it("marks a full slot unavailable", () => {
    const now = at("2026-11-23T17:02:00Z");
    const taken = new Map([[at("2026-11-23T18:00:00Z").getTime(), 2]]);
    const slots = listSlots(rules(), "delivery", now, taken);
    expect(slots[0]).toEqual({ start: at("2026-11-23T18:00:00Z"), available: false });
    expect(slots[1]).toEqual({ start: at("2026-11-23T18:15:00Z"), available: true });
  });

  it("offers the hour after the October change once per real quarter hour", () => {
    const slots = listSlots(rules(), "collection", at("2026-10-24T20:00:00Z"));
    const night = slots.filter((s) => s.start < at("2026-10-25T12:00:00Z"));
    // 20:30 UTC … 02:45 UTC: distinct instants, none lost, none twice.
    expect(new Set(night.map((s) => s.start.getTime())).size).toBe(night.length);
    expect(night.at(-1)!.start).toEqual(at("2026-10-25T02:45:00Z"));
    expect(night).toHaveLength(26);
  });

  it("labels the hour the clocks go back apart, BST then GMT, and every other slot as before", () => {
    const night = listSlots(rules(), "collection", at("2026-10-24T20:00:00Z")).filter(
      (s) => s.start < at("2026-10-25T12:00:00Z"),
    );
    const labels = night.map((s) => slotLabel(s.start));
    // Was "Sun 25 Oct, 01:30" twice, an hour apart: a customer could come for the wrong one.
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.filter((l) => l.startsWith("Sun 25 Oct, 01:"))).toEqual([
      "Sun 25 Oct, 01:00 BST",
      "Sun 25 Oct, 01:15 BST",
      "Sun 25 Oct, 01:30 BST",
      "Sun 25 Oct, 01:45 BST",
      "Sun 25 Oct, 01:00 GMT",
      "Sun 25 Oct, 01:15 GMT",
      "Sun 25 Oct, 01:30 GMT",
      "Sun 25 Oct, 01:45 GMT",
    ]);
    expect(labels).toContain("Sun 25 Oct, 00:45");
    expect(labels).toContain("Sun 25 Oct, 02:00");
    // The spring night has no hour twice (01:00 GMT is 02:00 BST), and an ordinary night no zone.
    const spring = listSlots(rules(), "collection", at("2026-03-28T20:00:00Z"))
      .filter((s) => s.start < at("2026-03-29T12:00:00Z"))
      .map((s) => slotLabel(s.start));
    expect(spring.slice(-5)).toEqual([
      "Sun 29 Mar, 00:45",
      "Sun 29 Mar, 02:00",
      "Sun 29 Mar, 02:15",
      "Sun 29 Mar, 02:30",
      "Sun 29 Mar, 02:45",
    ]);
    expect(slotLabel(at("2026-11-27T18:15:00Z"))).toBe("Fri 27 Nov, 18:15");
  });
});

describe("order timing", () => {
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe("CONFLICT");
      return (err as AppError).message;
    }
    throw new Error("expected a refusal");
  };

  it("promises ASAP orders now + minutes + busy minutes + the zone's", () => {
    const now = at("2026-11-23T19:00:00Z");
    const t = decideOrderTiming(rules({ busyExtraMinutes: 10 }), {
      fulfilment: "delivery",
      slotStart: null,
      now,
      extraMinutes: 5,
    });
    expect(t.promisedAt).toEqual(at("2026-11-23T20:00:00Z"));
    expect(t.capacitySlot).toEqual(slotContaining(now));
    const c = decideOrderTiming(rules(), {
      fulfilment: "collection",
      slotStart: null,
      now: at("2026-11-23T19:07:00Z"),
    });
    expect(c.promisedAt).toEqual(at("2026-11-23T19:27:00Z"));
    expect(c.capacitySlot).toEqual(at("2026-11-23T19:00:00Z"));
  });

  it("refuses ASAP while closed, and takes an order ahead for a slot instead", () => {
    const morning = at("2026-11-23T10:00:00Z");
    expect(refusal(() => decideOrderTiming(rules(), { fulfilment: "collection", slotStart: null, now: morning }))).toBe(
      "Collection is closed now. It opens today at 16:50. Choose a time to order ahead.",
    );
    const slot = at("2026-11-23T18:00:00Z");
    expect(decideOrderTiming(rules(), { fulfilment: "delivery", slotStart: slot, now: morning })).toEqual({
      fulfilment: "delivery",
      slotStart: slot,
      capacitySlot: slot,
      promisedAt: slot,
    });
  });

  it("refuses a slot in the past, too soon, off the quarter hour or outside the hours", () => {
    const now = at("2026-11-23T19:00:00Z");
    expect(
      refusal(() => decideOrderTiming(rules(), { fulfilment: "delivery", slotStart: at("2026-11-23T18:00:00Z"), now })),
    ).toMatch(/has passed/);
    expect(
      refusal(() => decideOrderTiming(rules(), { fulfilment: "delivery", slotStart: at("2026-11-23T19:30:00Z"), now })),
    ).toMatch(/too soon/);
    expect(
      refusal(() => decideOrderTiming(rules(), { fulfilment: "delivery", slotStart: at("2026-11-23T20:10:00Z"), now })),
    ).toMatch(/not available/);
    expect(
      refusal(() => decideOrderTiming(rules(), { fulfilment: "delivery", slotStart: at("2026-11-24T10:00:00Z"), now })),
    ).toBe("Delivery is not available tomorrow at 10:00. Please choose one of the times offered.");
    expect(
      refusal(() => decideOrderTiming(rules(), { fulfilment: "delivery", slotStart: at("2026-12-25T18:00:00Z"), now })),
    ).toMatch(/not available/);
  });

  it("refuses everything while paused, and says until when", () => {
    const now = at("2026-11-23T19:00:00Z");
    const paused = rules({ pausedUntil: at("2026-11-23T19:30:00Z") });
    expect(refusal(() => decideOrderTiming(paused, { fulfilment: "delivery", slotStart: null, now }))).toBe(
      "We have paused online ordering until today at 19:30. Please try again then.",
    );
    expect(
      refusal(() =>
        decideOrderTiming(rules({ pausedIndefinitely: true }), {
          fulfilment: "collection",
          slotStart: at("2026-11-24T18:00:00Z"),
          now,
        }),
      ),
    ).toMatch(/paused online ordering for now/);
    expect(
      decideOrderTiming(paused, { fulfilment: "delivery", slotStart: null, now: at("2026-11-23T19:30:00Z") }).slotStart,
    ).toBeNull();
  });

  it("promises the basket nothing for ASAP while closed, and frees collection of the fee and minimum", () => {
    expect(
      basketTiming(rules(), { fulfilment: "collection", slotStart: null }, at("2026-11-23T10:00:00Z")).promisedAt,
    ).toBeNull();
    const base = { deliveryFeePence: 249, minimumOrderPence: 1200 };
    expect(fulfilmentPriceRules(base, "collection", { minimumAppliesToCollection: false })).toEqual({
      deliveryFeePence: 0,
      minimumOrderPence: 0,
    });
    expect(fulfilmentPriceRules(base, "collection", { minimumAppliesToCollection: true })).toEqual({
      deliveryFeePence: 0,
      minimumOrderPence: 1200,
    });
    expect(fulfilmentPriceRules(base, "delivery", { minimumAppliesToCollection: false })).toBe(base);
  });
  it("promises a basket's chosen slot only while the shop still offers it (decideOrderTiming's rule)", () => {
    const slot = { fulfilment: "collection" as const, slotStart: at("2026-11-23T18:00:00Z") };
    const promised = (r: StoreRules, now: string, extra = 0) => basketTiming(r, slot, at(now), extra).promisedAt;
    // Monday 23 November, 18:00; collection needs 20 minutes.
    expect(promised(rules(), "2026-11-23T17:00:00Z")).toEqual(slot.slotStart);
    expect(promised(rules(), "2026-11-23T17:50:00Z")).toBeNull(); // too soon now
    expect(promised(rules(), "2026-11-23T19:00:00Z")).toBeNull(); // passed
    expect(promised(rules(), "2026-11-23T17:30:00Z", 15)).toBeNull(); // the zone's minutes push it out
    const closedThatDay = rules({
      timetable: {
        ...SEED_TIMETABLE,
        exceptions: [{ date: "2026-11-23", yearly: false, fulfilment: "both", spans: [], note: "" }],
      },
    });
    expect(promised(closedThatDay, "2026-11-23T10:00:00Z")).toBeNull(); // the hours changed since
    // create_order refuses the same slots, and takes the one still offered.
    for (const [r, now] of [
      [rules(), "2026-11-23T19:00:00Z"],
      [closedThatDay, "2026-11-23T10:00:00Z"],
    ] as const) {
      expect(refusal(() => decideOrderTiming(r, { ...slot, now: at(now) }))).toMatch(/choose/i);
    }
    expect(decideOrderTiming(rules(), { ...slot, now: at("2026-11-23T17:00:00Z") }).promisedAt).toEqual(slot.slotStart);
  });

  it("says until when a chosen slot stays orderable: create_order takes it then, and refuses it a moment after", () => {
    const slot = { fulfilment: "delivery" as const, slotStart: at("2026-11-23T20:15:00Z") };
    // Delivery's 45 minutes and a zone's 15: until 19:15.
    const until = basketTiming(rules(), slot, at("2026-11-23T18:00:00Z"), 15).slotOfferedUntil!;
    expect(until).toEqual(at("2026-11-23T19:15:00Z"));
    const order = (now: Date) => () => decideOrderTiming(rules(), { ...slot, now, extraMinutes: 15 });
    expect(order(until)().promisedAt).toEqual(slot.slotStart);
    expect(refusal(order(new Date(until.getTime() + 1)))).toMatch(/choose/i);
    expect(basketTiming(rules(), slot, new Date(until.getTime() + 1), 15).slotOfferedUntil).toBeNull();
    expect(basketTiming(rules(), { ...slot, slotStart: null }, at("2026-11-23T18:00:00Z")).slotOfferedUntil).toBeNull();
  });
});

describe("timetable checks", () => {
  const week = (spans: { opens: string; closes: string }[][]) => [
    ...spans,
    ...Array.from({ length: 7 - spans.length }, () => []),
  ];

  it("accepts the seed", () => {
    expect(timetableProblems(SEED_TIMETABLE)).toEqual({});
  });

  it("refuses overlapping spans, on one day and over midnight, and a span closing as it opens", () => {
    const problems = timetableProblems({
      delivery: week([
        [
          { opens: "12:00", closes: "15:00" },
          { opens: "14:00", closes: "18:00" },
        ],
        [{ opens: "02:00", closes: "04:00" }],
      ]),
      collection: week([
        [{ opens: "18:00", closes: "03:00" }],
        [
          { opens: "02:00", closes: "05:00" },
          { opens: "10:00", closes: "10:00" },
        ],
      ]),
      exceptions: [
        { date: "2026-12-25", yearly: true, fulfilment: "both", spans: [], note: "" },
        { date: "2027-12-25", yearly: true, fulfilment: "delivery", spans: [], note: "" },
      ],
    });
    expect(problems).toEqual({
      "delivery.0.1": "This span overlaps 12:00–15:00.",
      "collection.1.0": "This span overlaps the previous day's 18:00–03:00.",
      "collection.1.1.closes": "A span cannot close at the time it opens.",
      "exceptions.1.date": "2027-12-25 already has an exception for delivery.",
    });
  });
});
