import type { APIRequestContext } from "@playwright/test";
import { DateTime } from "luxon";
import { adminToken } from "./admin";
import { expect, test } from "./fixtures";

export type Timetable = { exceptions: { date: string }[] } & Record<string, unknown>;

/**
 * Opens the shop for delivery and collection all of today and tomorrow (London) and answers the function that
 * puts the hours back. For journeys that need an order for now, not for the next opening: with
 * the seeded hours (16:50–03:00) a suite run in the morning otherwise places pre-orders, which
 * the kitchen accepts without choosing minutes.
 */
export async function openAllDayToday(request: APIRequestContext): Promise<() => Promise<void>> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const read = await request.get("/api/adminauth/store/hours", { headers });
  expect(read.ok(), await read.text()).toBe(true);
  const before = ((await read.json()) as { data: Timetable }).data;
  const save = async (timetable: Timetable) => {
    const res = await request.put("/api/adminauth/store/hours", { headers, data: timetable });
    expect(res.ok(), await res.text()).toBe(true);
  };
  // Tomorrow too: last orders come a lead before the close (decision 109), so a run in the hour
  // before midnight would otherwise be refused orders for now. Today's and tomorrow's days touch,
  // and are one opening.
  const today = DateTime.now().setZone("Europe/London");
  const dates = [today, today.plus({ days: 1 })].map((d) => d.toISODate()!);
  const open = dates.map((date) => ({
    date,
    yearly: false,
    fulfilment: "both",
    spans: [{ opens: "00:00", closes: "00:00" }],
    note: "e2e: open all day",
  }));
  await save({ ...before, exceptions: [...before.exceptions.filter((e) => !dates.includes(e.date)), ...open] });
  return () => save(before);
}

/**
 * Every test of the calling file runs with the shop open all day (openAllDayToday), its hours put
 * back after each: for the kitchen's journeys, which accept an order for now with its minutes.
 */
export function openAllDayDuringEachTest() {
  let restoreHours: (() => Promise<void>) | null = null;
  test.beforeEach(async ({ request }) => {
    restoreHours = await openAllDayToday(request);
  });
  test.afterEach(async () => {
    await restoreHours?.();
    restoreHours = null;
  });
}

/** The timetable with yesterday and today (London) closed: whatever the hour, the shop is closed now. */
export function closedNow(timetable: Timetable): Timetable {
  const today = DateTime.now().setZone("Europe/London");
  const closed = [today.minus({ days: 1 }), today].map((d) => ({
    date: d.toISODate()!,
    yearly: false,
    fulfilment: "both",
    spans: [],
    note: "e2e: closed",
  }));
  return {
    ...timetable,
    exceptions: [...timetable.exceptions.filter((e) => !closed.some((c) => c.date === e.date)), ...closed],
  };
}
