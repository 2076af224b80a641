"use client";

import { useEffect, useState } from "react";
import { getDashboard, type TDashboardDto } from "@/lib/api/admin/dashboard/contract";
import { callApi } from "@/lib/api/client";
import { DEFAULT_PRESET, getPresetPeriod, type TPeriod, type TPresetId } from "./period";
import { PeriodPicker } from "./period-picker";
import { SummaryCards, SummaryCardsSkeleton } from "./summary-cards";
import { WeekChart } from "./week-chart";

type TLoad = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: TDashboardDto };

/** The period box, the four summary cards and the week's chart; a new period reloads the figures. */
export function DashboardFigures({ today }: { today: string }) {
  const [preset, setPreset] = useState<TPresetId | "custom">(DEFAULT_PRESET);
  const [period, setPeriod] = useState<TPeriod>(() => getPresetPeriod(DEFAULT_PRESET, today));
  const [load, setLoad] = useState<TLoad>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    void callApi(getDashboard, { query: period }).then(({ body }) => {
      if (!isCurrent) return;
      if (body.success && body.data) setLoad({ status: "ready", data: body.data });
      else setLoad({ status: "error", message: body.message || "The figures could not be loaded." });
    });
    return () => {
      isCurrent = false;
    };
  }, [period, attempt]);

  function choose(nextPeriod: TPeriod, nextPreset: TPresetId | "custom") {
    setPreset(nextPreset);
    setPeriod(nextPeriod);
    setLoad({ status: "loading" });
  }

  return (
    <div className="space-y-6">
      <PeriodPicker
        period={period}
        preset={preset}
        onPreset={(id) => choose(getPresetPeriod(id, today), id)}
        onCustom={(custom) => choose(custom, "custom")}
      />
      <div aria-busy={load.status === "loading"} data-testid="dashboard-figures" data-status={load.status}>
        {load.status === "loading" ? (
          <>
            <p className="sr-only" role="status">
              Loading the figures...
            </p>
            <SummaryCardsSkeleton />
          </>
        ) : load.status === "error" ? (
          <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-5 text-red-800">
            <p className="font-semibold">{load.message}</p>
            <button
              type="button"
              onClick={() => {
                setLoad({ status: "loading" });
                setAttempt((n) => n + 1);
              }}
              className="mt-3 min-h-11 rounded-full border border-red-800/40 px-4 font-semibold hover:bg-white"
            >
              Try again
            </button>
          </div>
        ) : (
          <div className="space-y-6">
            <SummaryCards totals={load.data.totals} currency={load.data.currency} />
            <WeekChart week={load.data.week} currency={load.data.currency} />
          </div>
        )}
      </div>
    </div>
  );
}
