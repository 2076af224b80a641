"use client";

import { useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { CONTROL_CLASS } from "@/components/ui/form-fields";
import { useApiData } from "@/components/ui/use-api-data";
import { getDayReport } from "@/lib/api/admin/reports/contract";
import { toDayReportView, type DayReportView } from "@/lib/api/admin/reports/view";
import { callApi } from "@/lib/api/client";
import { isReportDay, REPORT_DAYS } from "@/lib/api/schemas";
import { SHOP_ZONE } from "@/lib/platform/time/shared";
import { LoadFailed } from "../load-failed";
import { addDays } from "../dashboard/period";
import { Figure, ReportTable, useMoney, VatTable } from "./report-parts";

type TPaper = "slip" | "a4";

const clock = (iso: string, withZone = false) =>
  new Date(iso).toLocaleTimeString("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: SHOP_ZONE,
    ...(withZone ? { timeZoneName: "short" } : {}),
  });

/** "Saturday 24 October 2026" (some ICU versions put a comma after the weekday; the sheet does not). */
function longDay(day: string): string {
  const at = new Date(`${day}T12:00:00Z`);
  const weekday = at.toLocaleDateString("en-GB", { weekday: "long", timeZone: "UTC" });
  return `${weekday} ${at.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })}`;
}

const dayAndClock = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: SHOP_ZONE,
  });

/** The hours as the sheet names them; the zone is added when the clocks went back and an hour came twice. */
function hourLabels(hours: { start: string }[]): string[] {
  const plain = hours.map((h) => clock(h.start));
  const twice = plain.some((label, i) => plain.indexOf(label) !== i);
  return hours.map((h) => {
    const end = new Date(new Date(h.start).getTime() + 3_600_000).toISOString();
    return twice ? `${clock(h.start, true)}–${clock(end, true)}` : `${clock(h.start)}–${clock(end)}`;
  });
}

/** The end-of-day sheet: what a till's Z report says, printable on an 80 mm roll or on A4. */
function ZReport({ report, paper }: { report: DayReportView; paper: TPaper }) {
  const money = useMoney(report.currency);
  const labels = hourLabels(report.hours);
  const busiest = report.busiestHour
    ? labels[report.hours.findIndex((h) => h.start === report.busiestHour!.start)]
    : null;
  return (
    <article
      data-print-sheet
      className={`z-report ${paper === "slip" ? "z-slip" : "z-a4"} space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm`}
      aria-labelledby="z-title"
      data-testid="z-report"
    >
      <header>
        <h3 id="z-title" className="text-xl font-extrabold text-ink">
          Z report: {longDay(report.date)}
        </h3>
        <p className="text-sm text-ink-muted">
          Trading day {dayAndClock(report.from)} to {dayAndClock(report.to)} (London time)
        </p>
      </header>
      <dl className="border-y border-dashed border-ink/40 py-2">
        <Figure label="Orders" testId="z-orders">
          {report.takings.orders}
        </Figure>
        <Figure label="Gross takings" testId="z-gross">
          {money(report.takings.gross)}
        </Figure>
        <Figure label="Refunds of goods and delivery" testId="z-refunds">
          {report.takings.refunds ? `−${money(report.takings.refunds)}` : money(0)}
        </Figure>
        <Figure label="Net takings" testId="z-net">
          {money(report.takings.net)}
        </Figure>
      </dl>
      <div className="z-columns grid items-start gap-4 md:grid-cols-2">
        <ReportTable
          caption="By fulfilment"
          head={["", "Orders", "Gross"]}
          rows={report.byFulfilment.map((f) => [
            f.fulfilment === "delivery" ? "Delivery" : "Collection",
            f.orders,
            money(f.gross),
          ])}
        />
        <ReportTable
          caption="By payment"
          head={["", "Orders", "Gross"]}
          rows={report.byPaymentMethod.map((m) => [m.label, m.orders, money(m.gross)])}
        />
        <div>
          <ReportTable
            caption="Discounts by promotion"
            head={["", "Orders", "Amount"]}
            rows={report.discounts.byPromotion.map((d) => [d.name, d.orders, `−${money(d.amount)}`])}
            foot={["All discounts", "", `−${money(report.discounts.total)}`]}
          />
        </div>
        <dl>
          <Figure label="Delivery fees" testId="z-delivery">
            {money(report.deliveryFees)}
          </Figure>
          <Figure label="Tips kept (outside the scope of VAT)" testId="z-tips">
            {money(report.tips)}
          </Figure>
          <Figure label="Tips given back" testId="z-tips-refunded">
            {report.tipsRefunded ? `−${money(report.tipsRefunded)}` : money(0)}
          </Figure>
          <Figure label="Busiest hour" testId="z-busiest">
            {report.busiestHour && busiest
              ? `${busiest}: ${report.busiestHour.orders} ${report.busiestHour.orders === 1 ? "order" : "orders"}`
              : "No orders"}
          </Figure>
        </dl>
        <VatTable caption="VAT by rate, less refunds" rows={report.vat.net} currency={report.currency} testId="z-vat" />
        <VatTable caption="VAT on refunds made" rows={report.vat.refunds} currency={report.currency} />
        <ReportTable
          caption="Refunds made"
          head={["Order", "Time", "Amount"]}
          rows={report.refundsMade.map((r) => [`${r.orderNumber}: ${r.reason}`, clock(r.at), `−${money(r.amount)}`])}
        />
        <ReportTable
          caption="Orders by hour"
          head={["Hour", "Orders", "Gross"]}
          rows={report.hours.map((h, i) => [labels[i], h.orders, money(h.gross)])}
        />
      </div>
    </article>
  );
}

/** Said beside the date, the day shown stays; the server would refuse it and the sheet fail. */
function problemOf(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return "Choose a day.";
  return isReportDay(day) ? null : REPORT_DAYS.outside;
}

/** The day's figures: a date, the Z report, and its print buttons. */
export function DayReport({ today, initialDay }: { today: string; initialDay: string }) {
  const [day, setDay] = useState(initialDay);
  const [draft, setDraft] = useState(initialDay);
  const [paper, setPaper] = useState<TPaper>("a4");
  const { state, retry } = useApiData(() => callApi(getDayReport, { query: { date: day } }), toDayReportView, [day]);

  const [error, setError] = useState<string | null>(null);

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = problemOf(draft);
    setError(problem);
    if (!problem) setDay(draft);
  }
  function go(days: number) {
    const next = addDays(day, days);
    // The day before 1 January 2000 too: asked for, the server refused it and the sheet failed.
    const problem = problemOf(next);
    setError(problem);
    if (problem) return;
    setDay(next);
    setDraft(next);
  }
  function print(on: TPaper) {
    // The sheet takes the paper's page before the print dialog reads the page.
    flushSync(() => setPaper(on));
    window.print();
  }

  return (
    <section aria-labelledby="day-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <h2 id="day-heading" className="text-2xl font-extrabold text-ink">
          The day
        </h2>
        <form onSubmit={show} className="flex flex-wrap items-end gap-2" noValidate>
          <button
            type="button"
            onClick={() => go(-1)}
            className="min-h-11 rounded-full border border-navy/30 px-4 font-semibold text-navy hover:bg-surface"
          >
            Previous day
          </button>
          <div>
            <label htmlFor="report-day" className="mb-1 block text-sm font-semibold text-ink">
              Trading day
            </label>
            <input
              id="report-day"
              type="date"
              value={draft}
              min={REPORT_DAYS.first}
              max={today}
              onChange={(e) => setDraft(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "day-report-error" : undefined}
              className={`${CONTROL_CLASS} w-auto`}
            />
          </div>
          <button
            type="submit"
            className="min-h-11 rounded-full bg-navy px-5 font-semibold text-white hover:bg-navy-soft"
          >
            Show
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            disabled={day >= today}
            className="min-h-11 rounded-full border border-navy/30 px-4 font-semibold text-navy hover:bg-surface disabled:opacity-50"
          >
            Next day
          </button>
        </form>
      </div>
      {error ? (
        <p
          id="day-report-error"
          role="alert"
          className="text-right text-sm font-semibold text-red-800 print:hidden"
          data-testid="day-report-error"
        >
          {error}
        </p>
      ) : null}
      <div aria-busy={state.status === "loading"} data-testid="day-report" data-status={state.status}>
        {state.status === "loading" ? (
          <p role="status" className="rounded-2xl border border-line bg-white p-5 text-ink-muted">
            Loading the figures of the day...
          </p>
        ) : state.status === "failed" ? (
          <LoadFailed failed={state} fallback="The day's figures could not be loaded." onRetry={retry} />
        ) : (
          <>
            <ZReport report={state.data} paper={paper} />
            <div className="mt-3 flex flex-wrap gap-2 print:hidden">
              <button
                type="button"
                onClick={() => print("slip")}
                className="min-h-11 rounded-full border border-navy/30 px-4 font-semibold text-navy hover:bg-surface"
              >
                Print on 80 mm
              </button>
              <button
                type="button"
                onClick={() => print("a4")}
                className="min-h-11 rounded-full border border-navy/30 px-4 font-semibold text-navy hover:bg-surface"
              >
                Print on A4
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
