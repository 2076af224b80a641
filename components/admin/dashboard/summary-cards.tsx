import type { ComponentType } from "react";
import type { TDashboardDto, TFigureDto } from "@/lib/api/admin/dashboard/contract";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { ArrowDownIcon, ArrowUpIcon, BagIcon, CloseIcon, MinusIcon, ReceiptIcon } from "../icons";
import { createIcon } from "@/components/ui/icons";

const ChartPoundIcon = /* @__PURE__ */ createIcon(<path d="M16 6.5A3.5 3.5 0 0 0 9.5 8v9.5M7 12.5h6M7 17.5h10" />);

type TCardKey = keyof TDashboardDto["totals"];

const CARDS: { key: TCardKey; label: string; icon: ComponentType<{ className?: string }>; isRiseGood: boolean }[] = [
  { key: "orders", label: "Total Orders", icon: ReceiptIcon, isRiseGood: true },
  { key: "delivered", label: "Total Delivered", icon: BagIcon, isRiseGood: true },
  // More cancellations is bad news, so its arrows are coloured the other way round.
  { key: "cancelled", label: "Total Cancelled", icon: CloseIcon, isRiseGood: false },
  { key: "revenue", label: "Total Revenue", icon: ChartPoundIcon, isRiseGood: true },
];

/** "12.5% up vs previous period", "No change vs previous period" or "No earlier data". */
export function describeTrend(trend: number | null): string {
  if (trend === null) return "No earlier data";
  if (trend === 0) return "No change vs previous period";
  const percent = Math.abs(trend).toLocaleString("en-GB", { maximumFractionDigits: 1 });
  return `${percent}% ${trend > 0 ? "up" : "down"} vs previous period`;
}

function TrendLine({ trend, isRiseGood }: { trend: number | null; isRiseGood: boolean }) {
  const isGood = trend !== null && trend !== 0 && trend > 0 === isRiseGood;
  const colour = trend === null || trend === 0 ? "text-ink-muted" : isGood ? "text-green-700" : "text-red-700";
  const Icon = trend === null || trend === 0 ? MinusIcon : trend > 0 ? ArrowUpIcon : ArrowDownIcon;
  return (
    <p className={`mt-3 flex items-start gap-1.5 text-sm font-semibold ${colour}`}>
      <Icon className="mt-0.5 size-4 shrink-0" />
      {describeTrend(trend)}
    </p>
  );
}

type TSummaryCardsProps = { totals: TDashboardDto["totals"]; currency: string };

export function SummaryCards({ totals, currency }: TSummaryCardsProps) {
  const show = (key: TCardKey, figure: TFigureDto) =>
    key === "revenue" ? formatMoney(toMinor(figure.value), currency) : figure.value.toLocaleString("en-GB");

  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-label="Summary">
      {CARDS.map(({ key, label, icon: Icon, isRiseGood }) => (
        <li
          key={key}
          className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
          data-testid={`summary-${key}`}
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-navy">
              <Icon className="size-6" />
            </span>
            {/* The label comes first for screen readers; the figure shows above it. */}
            <div className="flex min-w-0 flex-col-reverse">
              <h2 className="text-sm font-semibold text-ink-muted">{label}</h2>
              <p className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl" data-testid="summary-value">
                {show(key, totals[key])}
              </p>
            </div>
          </div>
          <TrendLine trend={totals[key].trend} isRiseGood={isRiseGood} />
        </li>
      ))}
    </ul>
  );
}

/** Grey blocks of the cards' size while the figures load. */
export function SummaryCardsSkeleton() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-hidden="true">
      {CARDS.map(({ key }) => (
        <li
          key={key}
          className="h-[9.25rem] animate-pulse rounded-2xl border border-line bg-white p-4 motion-reduce:animate-none sm:p-5"
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <span className="size-12 rounded-full bg-surface" />
            <span className="h-8 w-24 rounded bg-surface" />
          </div>
        </li>
      ))}
    </ul>
  );
}
