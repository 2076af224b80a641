import { describe, expect, it } from "vitest";
import { isWithinWindow } from "./schedule";
import type { PromoWindow } from "./types";

const always: PromoWindow = { startsAt: null, endsAt: null, days: [], from: null, to: null };
const fridayEvenings: PromoWindow = { ...always, days: [5], from: "17:00", to: "23:00" };
const lateNights: PromoWindow = { ...always, days: [5], from: "22:00", to: "02:00" };
const at = (iso: string) => new Date(iso);

describe("isWithinWindow", () => {
  it("starts at its start and is over at its end", () => {
    const w = { ...always, startsAt: at("2026-12-01T00:00:00Z"), endsAt: at("2026-12-08T00:00:00Z") };
    expect(isWithinWindow(w, at("2026-11-30T23:59:59Z"))).toBe(false);
    expect(isWithinWindow(w, at("2026-12-01T00:00:00Z"))).toBe(true);
    expect(isWithinWindow(w, at("2026-12-07T23:59:59Z"))).toBe(true);
    expect(isWithinWindow(w, at("2026-12-08T00:00:00Z"))).toBe(false);
  });

  it("reads Friday evening on London's clock in winter (GMT) and in summer (BST)", () => {
    // 27 Nov 2026 is a Friday in GMT: 17:00 London = 17:00 UTC.
    expect(isWithinWindow(fridayEvenings, at("2026-11-27T16:59:00Z"))).toBe(false);
    expect(isWithinWindow(fridayEvenings, at("2026-11-27T17:00:00Z"))).toBe(true);
    expect(isWithinWindow(fridayEvenings, at("2026-11-27T22:59:00Z"))).toBe(true);
    expect(isWithinWindow(fridayEvenings, at("2026-11-27T23:00:00Z"))).toBe(false);
    // 5 Jun 2026 is a Friday in BST: 17:00 London = 16:00 UTC.
    expect(isWithinWindow(fridayEvenings, at("2026-06-05T15:59:00Z"))).toBe(false);
    expect(isWithinWindow(fridayEvenings, at("2026-06-05T16:00:00Z"))).toBe(true);
    expect(isWithinWindow(fridayEvenings, at("2026-06-05T21:59:00Z"))).toBe(true);
    expect(isWithinWindow(fridayEvenings, at("2026-06-05T22:00:00Z"))).toBe(false);
    // Thursday and Saturday evenings are not Friday.
    expect(isWithinWindow(fridayEvenings, at("2026-11-26T18:00:00Z"))).toBe(false);
    expect(isWithinWindow(fridayEvenings, at("2026-11-28T18:00:00Z"))).toBe(false);
  });

  it("keeps a window past midnight with the day it starts on", () => {
    expect(isWithinWindow(lateNights, at("2026-11-27T21:59:00Z"))).toBe(false);
    expect(isWithinWindow(lateNights, at("2026-11-27T22:00:00Z"))).toBe(true);
    expect(isWithinWindow(lateNights, at("2026-11-28T01:59:00Z"))).toBe(true); // Saturday 01:59, Friday's night
    expect(isWithinWindow(lateNights, at("2026-11-28T02:00:00Z"))).toBe(false);
    expect(isWithinWindow(lateNights, at("2026-11-27T01:00:00Z"))).toBe(false); // Friday 01:00 is Thursday's night
  });

  it("neither loses nor doubles an evening across the clock changes", () => {
    // Last Friday of October 2026 is the 30th (clocks go back on Sunday 25 Oct, so it is GMT);
    // the clocks go back on 25 Oct 2026 and forward on 29 Mar 2026.
    const saturdays: PromoWindow = { ...always, days: [6], from: "23:00", to: "03:00" };
    // Saturday 24 Oct 23:30 BST = 22:30 UTC; 01:30 BST on the Sunday happens twice (00:30 and 01:30 UTC).
    expect(isWithinWindow(saturdays, at("2026-10-24T22:30:00Z"))).toBe(true);
    expect(isWithinWindow(saturdays, at("2026-10-25T00:30:00Z"))).toBe(true); // 01:30 BST
    expect(isWithinWindow(saturdays, at("2026-10-25T01:30:00Z"))).toBe(true); // 01:30 GMT, the second time
    expect(isWithinWindow(saturdays, at("2026-10-25T02:59:00Z"))).toBe(true); // 02:59 GMT
    expect(isWithinWindow(saturdays, at("2026-10-25T03:00:00Z"))).toBe(false);
    // Saturday 28 Mar 23:30 GMT; at 01:00 GMT on the Sunday the clock jumps to 02:00 BST.
    expect(isWithinWindow(saturdays, at("2026-03-28T23:30:00Z"))).toBe(true);
    expect(isWithinWindow(saturdays, at("2026-03-29T00:59:00Z"))).toBe(true); // 00:59 GMT
    expect(isWithinWindow(saturdays, at("2026-03-29T01:00:00Z"))).toBe(true); // 02:00 BST
    expect(isWithinWindow(saturdays, at("2026-03-29T01:59:00Z"))).toBe(true); // 02:59 BST
    expect(isWithinWindow(saturdays, at("2026-03-29T02:00:00Z"))).toBe(false); // 03:00 BST
  });
});
