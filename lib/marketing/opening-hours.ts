// The restaurant's opening hours (spec section 9). The spec gives Sunday twice, as 8:00 AM-12:00 AM
// in one place and 8:00 AM-3:00 AM in another; we show 8:00 AM-3:00 AM, which agrees with the
// hero's "Open until 3:00 AM" every night.

export type TOpeningHours = {
  day: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
  /** 24-hour "HH:MM". A closing time before the opening time is on the next morning. */
  opens: string;
  closes: string;
};

export const OPENING_HOURS: readonly TOpeningHours[] = (
  ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const
).map((day) => ({ day, opens: "08:00", closes: "03:00" }));

/** "08:00" → "8:00 AM", "00:00" → "12:00 AM", as the spec writes times. */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelveHour}:${String(minutes).padStart(2, "0")} ${suffix}`;
}
