"use client";

import { useState, type FormEvent } from "react";
import { CONTROL_CLASS } from "@/components/ui/form-fields";
import { useApiData } from "@/components/ui/use-api-data";
import { getVatReport, MAX_PERIOD_DAYS } from "@/lib/api/admin/reports/contract";
import { toVatReportView } from "@/lib/api/admin/reports/view";
import { callApi } from "@/lib/api/client";
import { isReportDay, REPORT_DAYS } from "@/lib/api/schemas";
import { formatWholeUnits } from "@/lib/platform/money";
import { LoadFailed } from "../load-failed";
import { formatDay, VAT_PRESETS, type TVatPeriod } from "./periods";
import { Figure, useMoney, VatTable } from "./report-parts";
import { CsvDownloads } from "./csv-downloads";
import { TakingsChart } from "./takings-chart";

type TPresetId = (typeof VAT_PRESETS)[number]["id"] | "custom";

function problemOf({ from, to }: TVatPeriod): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return "Choose both days.";
  if (from > to) return "The first day must be before the last.";
  if (!isReportDay(from) || !isReportDay(to)) return REPORT_DAYS.outside;
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= MAX_PERIOD_DAYS)
    return `Choose at most ${MAX_PERIOD_DAYS} days.`;
  return null;
}

/** A VAT period: its VAT by rate, the return's boxes 1 and 6, the CSV downloads and the takings chart. */
export function VatPeriod({ today }: { today: string }) {
  const [preset, setPreset] = useState<TPresetId>("this-quarter");
  const [period, setPeriod] = useState<TVatPeriod>(() => VAT_PRESETS[0].of(today));
  const [draft, setDraft] = useState<TVatPeriod>(period);
  const [error, setError] = useState<string | null>(null);
  const { state, retry } = useApiData(() => callApi(getVatReport, { query: period }), toVatReportView, [period]);

  function choose(next: TVatPeriod, id: TPresetId) {
    setPreset(id);
    setPeriod(next);
    setDraft(next);
    setError(null);
  }
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = problemOf(draft);
    setError(problem);
    if (!problem) choose(draft, "custom");
  }

  return (
    <section aria-labelledby="vat-heading" className="space-y-4 print:hidden">
      <h2 id="vat-heading" className="text-2xl font-extrabold text-ink">
        VAT period
      </h2>
      <div className="rounded-2xl border border-line bg-white p-4 shadow-sm">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Quick periods">
          {VAT_PRESETS.map((p) => (
            <button
              key={p.id}
              type="button"
              aria-pressed={preset === p.id}
              onClick={() => choose(p.of(today), p.id)}
              className="min-h-11 rounded-full border border-navy/30 px-4 font-semibold text-navy hover:bg-surface aria-pressed:border-navy aria-pressed:bg-navy aria-pressed:text-white"
            >
              {p.label}
            </button>
          ))}
        </div>
        <form onSubmit={apply} noValidate className="mt-4 flex flex-wrap items-end gap-3">
          {(["from", "to"] as const).map((end) => (
            <div key={end}>
              <label htmlFor={`vat-${end}`} className="mb-1 block text-sm font-semibold text-ink">
                {end === "from" ? "First day" : "Last day"}
              </label>
              <input
                id={`vat-${end}`}
                type="date"
                value={draft[end]}
                min={REPORT_DAYS.first}
                max={REPORT_DAYS.last}
                onChange={(e) => setDraft((d) => ({ ...d, [end]: e.target.value }))}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "vat-period-error" : undefined}
                className={`${CONTROL_CLASS} w-auto`}
              />
            </div>
          ))}
          <button
            type="submit"
            className="min-h-11 rounded-full bg-navy px-5 font-semibold text-white hover:bg-navy-soft"
          >
            Show period
          </button>
        </form>
        {error ? (
          <p id="vat-period-error" role="alert" className="mt-2 text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <p className="mt-3 text-sm text-ink-muted" aria-live="polite" data-testid="vat-period-text">
          {formatDay(period.from)} to {formatDay(period.to)}, by the London date each order was paid and each refund
          made.
        </p>
      </div>
      <div
        aria-busy={state.status === "loading"}
        data-testid="vat-report"
        data-status={state.status}
        className="space-y-4"
      >
        {state.status === "loading" ? (
          <p role="status" className="rounded-2xl border border-line bg-white p-5 text-ink-muted">
            Loading the VAT of the period...
          </p>
        ) : state.status === "failed" ? (
          <LoadFailed failed={state} fallback="The period's VAT could not be loaded." onRetry={retry} />
        ) : (
          <VatFigures report={state.data} period={period} onPeriodRefused={setError} />
        )}
      </div>
    </section>
  );
}

function VatFigures({
  report,
  period,
  onPeriodRefused,
}: {
  report: ReturnType<typeof toVatReportView>;
  period: TVatPeriod;
  onPeriodRefused: (message: string) => void;
}) {
  const money = useMoney(report.currency);
  return (
    <>
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <div className="space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm lg:col-span-2">
          <VatTable caption="Sales by VAT rate" rows={report.vat.sales} currency={report.currency} />
          <VatTable caption="Refunds made by VAT rate" rows={report.vat.refunds} currency={report.currency} />
          <VatTable caption="Sales less refunds" rows={report.vat.net} currency={report.currency} testId="vat-net" />
        </div>
        <div className="space-y-4">
          <div className="rounded-2xl border border-line bg-white p-5 shadow-sm">
            <h3 className="font-bold text-ink">For the VAT return</h3>
            <dl className="mt-2">
              <Figure label="Box 1: VAT due on sales" testId="box-1">
                {money(report.box1)}
              </Figure>
              <Figure label="Box 6: sales excluding VAT" testId="box-6">
                {formatWholeUnits(report.box6, report.currency)}
              </Figure>
            </dl>
            <p className="mt-2 text-sm text-ink-muted">
              Box 6 in whole pounds ({money(report.box6Exact)} exactly), zero-rated sales included. Both are less
              refunds; tips are outside the scope of VAT.
            </p>
          </div>
          <div className="rounded-2xl border border-line bg-white p-5 shadow-sm">
            <h3 className="font-bold text-ink">Downloads</h3>
            <p className="mt-1 text-sm text-ink-muted">CSV files that open in Excel, Numbers or Google Sheets.</p>
            <CsvDownloads period={period} onPeriodRefused={onPeriodRefused} />
          </div>
          <dl className="rounded-2xl border border-line bg-white p-5 shadow-sm">
            <Figure label="Orders">{report.takings.orders}</Figure>
            <Figure label="Gross takings">{money(report.takings.gross)}</Figure>
            <Figure label="Refunds of goods and delivery">
              {report.takings.refunds ? `−${money(report.takings.refunds)}` : money(0)}
            </Figure>
            <Figure label="Net takings" testId="period-net">
              {money(report.takings.net)}
            </Figure>
          </dl>
        </div>
      </div>
      <TakingsChart days={report.days} currency={report.currency} />
    </>
  );
}
