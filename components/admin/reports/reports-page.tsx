import { loadTradingDayOf } from "@/lib/shop";
import { PageHeading } from "../page-heading";
import { getLondonToday } from "../dashboard/period";
import { DayReport } from "./day-report";
import { VatPeriod } from "./vat-period";

/** /admin/reports: the trading day's Z report, a VAT period with its downloads, and the takings chart. */
export async function ReportsPage() {
  const now = new Date();
  // Past midnight the night still trading is yesterday's: that is the day the screen opens on.
  const tradingDay = await loadTradingDayOf(now);
  const today = getLondonToday(now);
  return (
    <>
      <div className="print:hidden">
        <PageHeading
          title="Reports"
          intro="The day's takings as a till's Z report, and a VAT period as the VAT return and your accountant need it."
        />
      </div>
      <div className="space-y-10">
        <DayReport today={today} initialDay={tradingDay} />
        <VatPeriod today={today} />
      </div>
    </>
  );
}
