"use client";

import { useState } from "react";
import { useApiData } from "@/components/ui/use-api-data";
import { getDashboard } from "@/lib/api/admin/dashboard/contract";
import { callApi } from "@/lib/api/client";
import { LoadFailed } from "../load-failed";
import { DEFAULT_PRESET, getPresetPeriod, type TPeriod, type TPresetId } from "./period";
import { PeriodPicker } from "./period-picker";
import { SummaryCards, SummaryCardsSkeleton } from "./summary-cards";
import { WeekChart } from "./week-chart";

/** The period box, the four summary cards and the week's chart; a new period reloads the figures. */
export function DashboardFigures({ today }: { today: string }) {
  const [preset, setPreset] = useState<TPresetId | "custom">(DEFAULT_PRESET);
  const [period, setPeriod] = useState<TPeriod>(() => getPresetPeriod(DEFAULT_PRESET, today));
  const { state: load, retry } = useApiData(
    () => callApi(getDashboard, { query: period }),
    (data) => data,
    [period],
  );

  function choose(nextPeriod: TPeriod, nextPreset: TPresetId | "custom") {
    setPreset(nextPreset);
    setPeriod(nextPeriod);
  }

  return (
    <div className="space-y-6">
      <PeriodPicker
        period={period}
        preset={preset}
        onPreset={(id) => choose(getPresetPeriod(id, today), id)}
        onCustom={(custom) => choose(custom, "custom")}
      />
      <div
        aria-busy={load.status === "loading"}
        data-testid="dashboard-figures"
        data-status={load.status === "failed" ? "error" : load.status}
      >
        {load.status === "loading" ? (
          <>
            <p className="sr-only" role="status">
              Loading the figures...
            </p>
            <SummaryCardsSkeleton />
          </>
        ) : load.status === "failed" ? (
          <LoadFailed failed={load} fallback="The figures could not be loaded." onRetry={retry} />
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
