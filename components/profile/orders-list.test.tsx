import { describe, expect, it } from "vitest";
import { expectedText } from "./orders-list";

describe("the time an order in the history is expected", () => {
  it("is the clock alone on the day it was placed", () => {
    expect(expectedText("2026-11-27T18:45:00Z", "2026-11-27T18:00:00Z")).toBe("18:45");
  });

  it("names the day of an order placed ahead for another", () => {
    expect(expectedText("2026-11-28T18:30:00Z", "2026-11-27T20:00:00Z")).toBe("28 Nov, 18:30");
  });

  it("reckons the day in London: past midnight in summer time is the next day, though not in UTC", () => {
    // 23:30 BST on 10 July, expected at 00:15 BST on 11 July (both 10 July in UTC).
    expect(expectedText("2026-07-10T23:15:00Z", "2026-07-10T22:30:00Z")).toBe("11 Jul, 00:15");
    // Placed at 01:30 BST on 25 October, the night the clocks went back, and expected 40 minutes
    // later at 01:10 GMT: the same day, though the clock reads earlier.
    expect(expectedText("2026-10-25T01:10:00Z", "2026-10-25T00:30:00Z")).toBe("01:10");
  });
});
