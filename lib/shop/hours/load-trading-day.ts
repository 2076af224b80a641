import "server-only";
import { loadStoreRules } from "./load-store-rules";
import { tradingDayBounds } from "./trading-day";

/** The instants [from, to) of London trading day "YYYY-MM-DD" under the shop's hours now (decision 035). */
export async function loadTradingDay(iso: string): Promise<{ from: Date; to: Date }> {
  const rules = await loadStoreRules();
  return tradingDayBounds(rules.timetable, iso);
}
