"use client";

import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartData,
  type ChartOptions,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { Chart } from "react-chartjs-2";
import type { TWeekDayDto } from "@/lib/api/admin/dashboard/contract";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { ChartFigures } from "../chart-figures";

ChartJS.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

// Dark enough for 3:1 against white (graphical objects, WCAG 1.4.11); the brand orange is not.
const COLOURS = { revenue: "#c2410c", orders: "#03081f", growth: "#0f766e" };

function describeGrowth(growth: number | null): string {
  return growth === null
    ? "no orders a week before"
    : `${growth.toLocaleString("en-GB", { maximumFractionDigits: 1 })}%`;
}

type TWeekChartProps = { week: TWeekDayDto[]; currency: string };

/** Revenue and orders per day (bars, left axis) and growth against a week before (line, right axis). */
export function WeekChart({ week, currency }: TWeekChartProps) {
  const money = (value: number) => formatMoney(toMinor(value), currency);
  const labels = week.map((d) => d.weekday);

  const data: ChartData<"bar" | "line", (number | null)[], string> = {
    labels,
    datasets: [
      {
        type: "bar",
        label: `Revenue (${currency})`,
        data: week.map((d) => d.revenue),
        backgroundColor: COLOURS.revenue,
        yAxisID: "y",
        borderRadius: 4,
      },
      {
        type: "bar",
        label: "Orders",
        data: week.map((d) => d.orders),
        backgroundColor: COLOURS.orders,
        yAxisID: "y",
        borderRadius: 4,
      },
      {
        type: "line",
        label: "Growth %",
        data: week.map((d) => d.growth),
        borderColor: COLOURS.growth,
        backgroundColor: COLOURS.growth,
        yAxisID: "y1",
        tension: 0.3,
        pointRadius: 4,
        spanGaps: true,
      },
    ],
  };

  const options: ChartOptions<"bar" | "line"> = {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: "index", intersect: false },
    plugins: {
      legend: { position: "bottom", labels: { color: "#03081f", font: { size: 13 } } },
      tooltip: {
        callbacks: {
          label: (item) => {
            const value = item.parsed.y;
            if (item.dataset.yAxisID === "y1") return `Growth: ${describeGrowth(value ?? null)}`;
            if (item.datasetIndex === 0) return `Revenue: ${money(value ?? 0)}`;
            return `Orders: ${value ?? 0}`;
          },
        },
      },
    },
    scales: {
      x: { ticks: { color: "#4b5161" }, grid: { display: false } },
      y: {
        position: "left",
        beginAtZero: true,
        title: { display: true, text: `Revenue (${currency}) and orders`, color: "#4b5161" },
        ticks: { color: "#4b5161", precision: 0 },
      },
      y1: {
        position: "right",
        title: { display: true, text: "Growth %", color: "#4b5161" },
        ticks: { color: "#4b5161", callback: (value) => `${value}%` },
        grid: { drawOnChartArea: false },
      },
    },
  };

  const total = week.reduce((sum, d) => sum + d.orders, 0);
  const summary = `Chart of the last 7 days: ${total} orders, ${money(week.reduce((sum, d) => sum + d.revenue, 0))} revenue. The table below gives each day's figures.`;

  return (
    <figure className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <figcaption className="mb-4">
        <h2 className="text-xl font-extrabold text-ink">Last 7 days</h2>
        <p className="text-sm text-ink-muted">
          Revenue and orders per day; growth is the change in orders against the same day a week before.
        </p>
      </figcaption>
      <div className="relative h-[400px]">
        <Chart type="bar" data={data} options={options} role="img" aria-label={summary} data-testid="week-chart" />
      </div>
      <ChartFigures className="mt-4" scrollClassName="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Revenue, orders and growth for each of the last 7 days</caption>
          <thead>
            <tr className="border-b border-line text-ink-muted">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Day
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Revenue
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Orders
              </th>
              <th scope="col" className="py-2 font-semibold">
                Growth
              </th>
            </tr>
          </thead>
          <tbody>
            {week.map((d) => (
              <tr key={d.date} className="border-b border-line last:border-0">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {d.weekday}{" "}
                  {new Date(`${d.date}T00:00:00Z`).toLocaleDateString("en-GB", {
                    day: "numeric",
                    month: "short",
                    timeZone: "UTC",
                  })}
                </th>
                <td className="py-2 pr-4">{money(d.revenue)}</td>
                <td className="py-2 pr-4">{d.orders}</td>
                <td className="py-2">{describeGrowth(d.growth)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ChartFigures>
    </figure>
  );
}
