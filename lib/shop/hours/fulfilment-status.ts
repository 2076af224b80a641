import { openIntervals } from "./open-intervals";
import type { Fulfilment, TTimetable } from "./timetable";

export type FulfilmentStatus = {
  open: boolean;
  /** The next opening when closed (null when there is none in the next fortnight). */
  opensAt: Date | null;
  /** When the current opening ends, when open. */
  closesAt: Date | null;
};

const LOOK_AHEAD_MS = 15 * 24 * 3600 * 1000;

/** Whether a fulfilment is open at `now`, and when that changes. */
export function fulfilmentStatus(timetable: TTimetable, fulfilment: Fulfilment, now: Date): FulfilmentStatus {
  const intervals = openIntervals(timetable, fulfilment, now, new Date(now.getTime() + LOOK_AHEAD_MS));
  const current = intervals.find((i) => i.start <= now && now < i.end);
  if (current) return { open: true, opensAt: null, closesAt: current.end };
  const next = intervals.find((i) => i.start > now);
  return { open: false, opensAt: next?.start ?? null, closesAt: null };
}
