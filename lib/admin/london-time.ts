// The shop's days are London days, whatever time zone the server runs in.

const ZONE = "Europe/London";

/** Minutes London is ahead of UTC at that instant (0 in winter, 60 in summer). */
function londonOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((asUtc - Math.floor(at.getTime() / 60000) * 60000) / 60000);
}

/** Midnight in London of the calendar day "YYYY-MM-DD", as an instant. */
export function londonMidnight(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const utcMidnight = new Date(Date.UTC(y, m - 1, d));
  return new Date(utcMidnight.getTime() - londonOffsetMinutes(utcMidnight) * 60000);
}

/** Midnight in London of the day `at` falls on in London. */
export function startOfLondonDay(at: Date): Date {
  return londonMidnight(at.toLocaleDateString("en-CA", { timeZone: ZONE }));
}

/** The London calendar day after "YYYY-MM-DD". */
export function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
