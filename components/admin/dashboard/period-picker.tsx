"use client";

import { useState, type FormEvent } from "react";
import { CONTROL_CLASS } from "@/components/ui/form-fields";
import { CalendarIcon } from "../icons";
import { REPORT_DAYS } from "@/lib/api/schemas";
import { PRESETS, describePeriod, periodProblem, type TPeriod, type TPresetId } from "./period";

type TPeriodPickerProps = {
  period: TPeriod;
  preset: TPresetId | "custom";
  onPreset: (preset: TPresetId) => void;
  onCustom: (period: TPeriod) => void;
};

/** Preset buttons, or two dates applied together (a half-typed date must not reload the figures). */
export function PeriodPicker({ period, preset, onPreset, onCustom }: TPeriodPickerProps) {
  const [draft, setDraft] = useState<TPeriod>(period);
  const [error, setError] = useState<string | null>(null);
  // A preset changes the period from outside: the date inputs follow it.
  const [shownPeriod, setShownPeriod] = useState<TPeriod>(period);
  if (shownPeriod.from !== period.from || shownPeriod.to !== period.to) {
    setShownPeriod(period);
    setDraft(period);
  }

  function applyCustom(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = periodProblem(draft);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    onCustom(draft);
  }

  return (
    <section aria-labelledby="period-heading" className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-soft text-navy">
          <CalendarIcon className="size-5" />
        </span>
        <div>
          <h2 id="period-heading" className="font-bold text-ink">
            Filter period
          </h2>
          <p className="text-sm text-ink-muted" data-testid="period-text" aria-live="polite">
            {describePeriod(period)}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Quick periods">
        {PRESETS.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={preset === p.id}
            onClick={() => {
              setError(null);
              onPreset(p.id);
            }}
            className="min-h-11 rounded-full border border-navy/30 px-4 font-semibold text-navy hover:bg-surface aria-pressed:border-navy aria-pressed:bg-navy aria-pressed:text-white"
          >
            {p.label}
          </button>
        ))}
      </div>
      <form onSubmit={applyCustom} noValidate className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="period-from" className="mb-1 block text-sm font-semibold text-ink">
            From
          </label>
          <input
            id="period-from"
            type="date"
            value={draft.from}
            min={REPORT_DAYS.first}
            max={draft.to || REPORT_DAYS.last}
            onChange={(event) => setDraft((d) => ({ ...d, from: event.target.value }))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "period-error" : undefined}
            className={`${CONTROL_CLASS} w-auto`}
          />
        </div>
        <div>
          <label htmlFor="period-to" className="mb-1 block text-sm font-semibold text-ink">
            To
          </label>
          <input
            id="period-to"
            type="date"
            value={draft.to}
            min={draft.from || REPORT_DAYS.first}
            max={REPORT_DAYS.last}
            onChange={(event) => setDraft((d) => ({ ...d, to: event.target.value }))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "period-error" : undefined}
            className={`${CONTROL_CLASS} w-auto`}
          />
        </div>
        <button type="submit" className="min-h-11 rounded-full bg-brand px-5 font-bold text-navy hover:bg-brand-strong">
          Show period
        </button>
      </form>
      {error ? (
        <p id="period-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
