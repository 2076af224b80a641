import "server-only";
import { loadStoreRules } from "./load-store-rules";
import { tradingDayBounds, tradingDayOf } from "./trading-day";

/** The instants [from, to) of London trading day "YYYY-MM-DD" under the shop's hours now (decision 035). */
export async function loadTradingDay(iso: string): Promise<{ from: Date; to: Date }> {
  const rules = await loadStoreRules();
  return tradingDayBounds(rules.timetable, iso);
}

/** The trading day `at` belongs to: at 01:30 the night still open is yesterday's. */
export async function loadTradingDayOf(at: Date): Promise<string> {
  const rules = await loadStoreRules();
  return tradingDayOf(rules.timetable, at);
}
