import "server-only";
import { londonMidnight, nextDay } from "@/lib/platform/time";
import { dailyTakings } from "./daily-takings";
import { loadRefundsMade } from "./load-refunds-made";
import { loadSales } from "./load-sales";
import { takingsOf, vatSumsOf } from "./sum-sales";

/**
 * The VAT of a period of London calendar dates, both included (decision 035: the tax point of
 * a takeaway sale is when it is paid): per rate, the sales paid in it, the refunds made in it,
 * and the difference; the VAT return's box 1 (VAT due on sales) and box 6 (sales before VAT,
 * zero-rated included), both less refunds. Tips are outside the scope of VAT and in neither.
 */
export async function loadVatReport(first: string, last: string) {
  const period = { from: londonMidnight(first), to: londonMidnight(nextDay(last)) };
  const [sales, refunds] = await Promise.all([loadSales(period), loadRefundsMade(period)]);
  const vat = vatSumsOf(sales, refunds);
  const box1Pence = vat.net.reduce((s, r) => s + r.vatPence, 0);
  const box6Pence = vat.net.reduce((s, r) => s + r.netPence, 0);
  return {
    first,
    last,
    period,
    vat,
    box1Pence,
    box6Pence,
    // HMRC asks for box 6 in whole pounds, the pence left out.
    box6Pounds: Math.trunc(box6Pence / 100),
    takings: takingsOf(sales, refunds),
    days: dailyTakings(first, last, sales, refunds),
  };
}

export type VatReport = Awaited<ReturnType<typeof loadVatReport>>;
