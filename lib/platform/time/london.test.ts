import { describe, expect, it } from "vitest";
import { londonMidnight, nextDay, startOfLondonDay } from "./london";

describe("London days", () => {
  it("finds midnight in winter (GMT) and in summer (BST)", () => {
    expect(londonMidnight("2026-01-15").toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(londonMidnight("2026-07-15").toISOString()).toBe("2026-07-14T23:00:00.000Z");
  });

  it("puts late-evening UTC instants of summer on the next London day", () => {
    expect(startOfLondonDay(new Date("2026-07-14T23:30:00Z")).toISOString()).toBe("2026-07-14T23:00:00.000Z");
    expect(startOfLondonDay(new Date("2026-07-14T22:30:00Z")).toISOString()).toBe("2026-07-13T23:00:00.000Z");
  });

  it("steps over month ends", () => {
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });
});

describe("London days across the clock changes", () => {
  it("gives the spring-forward and fall-back days their midnights", () => {
    // 29 March 2026 (clocks go forward at 01:00 GMT) starts in GMT; the day after in BST.
    expect(londonMidnight("2026-03-29").toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(londonMidnight("2026-03-30").toISOString()).toBe("2026-03-29T23:00:00.000Z");
    // 25 October 2026 (clocks go back at 02:00 BST) starts in BST; the day after in GMT.
    expect(londonMidnight("2026-10-25").toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(londonMidnight("2026-10-26").toISOString()).toBe("2026-10-26T00:00:00.000Z");
    expect(nextDay("2026-03-29")).toBe("2026-03-30");
  });
});
