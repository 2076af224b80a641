import "server-only";
import { loadStoreRules } from "./load-store-rules";
import { tradingDayOf } from "./trading-day";

/** The trading day `at` belongs to: at 01:30 the night still open is yesterday's. */
export async function loadTradingDayOf(at: Date): Promise<string> {
  const rules = await loadStoreRules();
  return tradingDayOf(rules.timetable, at);
}
