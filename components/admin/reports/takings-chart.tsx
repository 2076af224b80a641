"use client";

import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from "chart.js";
import { Chart } from "react-chartjs-2";
import type { DayTakingsView } from "@/lib/api/admin/reports/view";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { ChartFigures } from "../chart-figures";
import { formatDay } from "./periods";

ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

// Dark enough for 3:1 against white (graphical objects, WCAG 1.4.11).
const COLOURS = { net: "#0f766e", refunds: "#b91c1c" };

/** Net takings and refunds of each day of the period (bars), with the figures as a table beside. */
export function TakingsChart({ days, currency }: { days: DayTakingsView[]; currency: string }) {
  const money = (value: number) => formatMoney(toMinor(value), currency);
  const short = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
  const data: ChartData<"bar", number[], string> = {
    labels: days.map((d) => short(d.date)),
    datasets: [
      {
        label: `Net takings (${currency})`,
        data: days.map((d) => d.net),
        backgroundColor: COLOURS.net,
        borderRadius: 3,
      },
      {
        label: `Refunds (${currency})`,
        data: days.map((d) => -d.refunds),
        backgroundColor: COLOURS.refunds,
        borderRadius: 3,
      },
    ],
  };
  const options: ChartOptions<"bar"> = {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: "index", intersect: false },
    plugins: {
      legend: { position: "bottom", labels: { color: "#03081f" } },
      tooltip: {
        callbacks: {
          label: (item) => `${item.dataset.label?.replace(/ \(.*\)$/, "")}: ${money(Math.abs(item.parsed.y ?? 0))}`,
        },
      },
    },
    scales: {
      x: { stacked: true, ticks: { color: "#4b5161", maxRotation: 0, autoSkip: true }, grid: { display: false } },
      y: {
        stacked: true,
        ticks: { color: "#4b5161" },
        title: { display: true, text: `Takings (${currency})`, color: "#4b5161" },
      },
    },
  };
  const total = days.reduce((s, d) => s + toMinor(d.net), 0);
  const best = days.reduce<DayTakingsView | null>((b, d) => (!b || d.net > b.net ? d : b), null);
  const summary = `Chart of net takings by day, ${formatDay(days[0]!.date)} to ${formatDay(days.at(-1)!.date)}: ${formatMoney(total, currency)} in all${
    best && best.net > 0 ? `, the most on ${formatDay(best.date)} (${money(best.net)})` : ""
  }. The table below gives each day's figures.`;

  return (
    <figure className="rounded-2xl border border-line bg-white p-5 shadow-sm print:hidden">
      <figcaption className="mb-3">
        <h3 className="text-xl font-extrabold text-ink">Takings by day</h3>
        <p className="text-sm text-ink-muted">What was charged each London day, less the refunds made that day.</p>
      </figcaption>
      <div className="relative h-[320px]">
        <Chart type="bar" data={data} options={options} role="img" aria-label={summary} data-testid="takings-chart" />
      </div>
      <ChartFigures className="mt-3" scrollClassName="max-h-96 overflow-auto">
        <table className="w-full min-w-[26rem] text-left text-sm">
          <caption className="sr-only">Orders, gross, refunds and net takings of each day</caption>
          <thead>
            <tr className="border-b border-line text-ink-muted">
              {["Day", "Orders", "Gross", "Refunds", "Net"].map((h) => (
                <th key={h} scope="col" className="py-2 pr-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date} className="border-b border-line last:border-0">
                <th scope="row" className="py-1.5 pr-3 font-semibold">
                  {formatDay(d.date)}
                </th>
                <td className="py-1.5 pr-3">{d.orders}</td>
                <td className="py-1.5 pr-3">{money(d.gross)}</td>
                <td className="py-1.5 pr-3">{money(d.refunds)}</td>
                <td className="py-1.5 pr-3">{money(d.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ChartFigures>
    </figure>
  );
}
