import { describe, expect, it } from "vitest";
import { SEED_TIMETABLE } from "@/lib/seed";
import { tradingDayBounds, tradingDayOf } from "./trading-day";

const hours = (b: { from: Date; to: Date }) => (b.to.getTime() - b.from.getTime()) / 3_600_000;

describe("the trading day (decision 035)", () => {
  it("runs from the night before's last close to tonight's, past midnight", () => {
    // Thursday 26 November 2026: Wednesday night closed at 03:00, tonight closes at 03:00 on Friday.
    const day = tradingDayBounds(SEED_TIMETABLE, "2026-11-26");
    expect(day).toEqual({ from: new Date("2026-11-26T03:00:00Z"), to: new Date("2026-11-27T03:00:00Z") });
    expect(tradingDayOf(SEED_TIMETABLE, new Date("2026-11-27T02:59:59Z"))).toBe("2026-11-26");
    expect(tradingDayOf(SEED_TIMETABLE, new Date("2026-11-27T03:00:00Z"))).toBe("2026-11-27");
  });

  it("is 25 hours long on the night the clocks go back and 23 when they go forward, on London's wall clock", () => {
    // Saturday 24 October 2026: opens after Friday's 03:00 BST (02:00 UTC), closes at 03:00 GMT on Sunday.
    const autumn = tradingDayBounds(SEED_TIMETABLE, "2026-10-24");
    expect(autumn).toEqual({ from: new Date("2026-10-24T02:00:00Z"), to: new Date("2026-10-25T03:00:00Z") });
    expect(hours(autumn)).toBe(25);
    // 01:30 happens twice that night: both belong to Saturday.
    expect(tradingDayOf(SEED_TIMETABLE, new Date("2026-10-25T00:30:00Z"))).toBe("2026-10-24");
    expect(tradingDayOf(SEED_TIMETABLE, new Date("2026-10-25T01:30:00Z"))).toBe("2026-10-24");
    expect(tradingDayOf(SEED_TIMETABLE, new Date("2026-10-25T02:59:00Z"))).toBe("2026-10-24");
    // Saturday 27 March 2027: 03:00 GMT to 03:00 BST on Sunday (02:00 UTC).
    const spring = tradingDayBounds(SEED_TIMETABLE, "2027-03-27");
    expect(spring).toEqual({ from: new Date("2027-03-27T03:00:00Z"), to: new Date("2027-03-28T02:00:00Z") });
    expect(hours(spring)).toBe(23);
  });

  it("ends at midnight after a night that closes at midnight (Sundays), and on a closed day's", () => {
    // Sunday 25 October 2026 closes at 00:00: Monday starts at midnight.
    expect(tradingDayBounds(SEED_TIMETABLE, "2026-10-25")).toEqual({
      from: new Date("2026-10-25T03:00:00Z"),
      to: new Date("2026-10-26T00:00:00Z"),
    });
    // Christmas Eve's night still runs to 03:00 on the 25th; Christmas Day, closed, ends at midnight.
    expect(tradingDayBounds(SEED_TIMETABLE, "2026-12-25")).toEqual({
      from: new Date("2026-12-25T03:00:00Z"),
      to: new Date("2026-12-26T00:00:00Z"),
    });
  });

  it("is the London calendar day for a shop without hours", () => {
    expect(tradingDayBounds(null, "2026-10-25")).toEqual({
      from: new Date("2026-10-24T23:00:00Z"),
      to: new Date("2026-10-26T00:00:00Z"),
    });
    expect(tradingDayOf(null, new Date("2026-10-25T00:30:00Z"))).toBe("2026-10-25");
  });
});
