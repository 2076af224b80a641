"use client";

import { useState } from "react";
import { putStoreHours, type TTimetableDto } from "@/lib/api/admin/store/contract";
import { callApi } from "@/lib/api/client";
import { ZTimetableSchema } from "@/lib/shop/forms";
import { shopDayOf } from "@/lib/platform/time/shared";
import {
  timetableProblems,
  WEEKDAYS,
  type TException,
  type TSpan,
  type TTimetable,
  type Fulfilment,
} from "@/lib/shop/shared";
import { FieldError, SubmitButton } from "@/components/ui/form-fields";

// The weekly hours per fulfilment and the dated exceptions. The same checks as the server
// (the contract's schema and timetableProblems) run before saving; messages sit by their field.

const TIME =
  "min-h-11 w-36 rounded-lg border border-ink-muted/70 bg-white px-2 py-2 text-base text-ink aria-invalid:border-red-700";
const SMALL_BUTTON =
  "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-navy underline-offset-2 hover:underline";
const KINDS = [
  ["collection", "Collection"],
  ["delivery", "Delivery"],
] as const;

type TErrors = Record<string, string>;

function SpanRow({
  span,
  path,
  label,
  errors,
  onChange,
  onRemove,
}: {
  span: TSpan;
  path: string;
  label: string;
  errors: TErrors;
  onChange: (span: TSpan) => void;
  onRemove: () => void;
}) {
  const error = errors[path] ?? errors[`${path}.opens`] ?? errors[`${path}.closes`];
  const errorId = `${path}-error`.replaceAll(".", "-");
  return (
    <li className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`${path}-opens`}>{`${label}: opens`}</label>
      <input
        id={`${path}-opens`}
        type="time"
        className={TIME}
        value={span.opens}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange({ ...span, opens: e.target.value })}
      />
      <span aria-hidden="true">–</span>
      <label className="sr-only" htmlFor={`${path}-closes`}>{`${label}: closes`}</label>
      <input
        id={`${path}-closes`}
        type="time"
        className={TIME}
        value={span.closes}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange({ ...span, closes: e.target.value })}
      />
      <button
        type="button"
        className={SMALL_BUTTON}
        onClick={onRemove}
        aria-label={`Remove ${label} ${span.opens}–${span.closes}`}
      >
        Remove
      </button>
      <div className="w-full">
        <FieldError id={errorId} message={error} />
      </div>
    </li>
  );
}

function SpanList({
  spans,
  path,
  label,
  errors,
  onChange,
}: {
  spans: TSpan[];
  path: string;
  label: string;
  errors: TErrors;
  onChange: (spans: TSpan[]) => void;
}) {
  return (
    <div>
      {spans.length === 0 ? <p className="text-sm text-ink-muted">Closed</p> : null}
      <ul className="space-y-1">
        {spans.map((span, i) => (
          <SpanRow
            key={i}
            span={span}
            path={`${path}.${i}`}
            label={label}
            errors={errors}
            onChange={(next) => onChange(spans.map((s, j) => (j === i ? next : s)))}
            onRemove={() => onChange(spans.filter((_, j) => j !== i))}
          />
        ))}
      </ul>
      <button
        type="button"
        className={SMALL_BUTTON}
        onClick={() => onChange([...spans, { opens: "17:00", closes: "23:00" }])}
      >
        Add hours<span className="sr-only">{` for ${label}`}</span>
      </button>
    </div>
  );
}

function toErrors(issues: { path: PropertyKey[]; message: string }[]): TErrors {
  const out: TErrors = {};
  for (const issue of issues) out[issue.path.map(String).join(".")] ??= issue.message;
  return out;
}

export function HoursEditor({ initial }: { initial: TTimetable }) {
  const [timetable, setTimetable] = useState<TTimetable>(initial);
  const [errors, setErrors] = useState<TErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const setWeekDay = (kind: Fulfilment, day: number, spans: TSpan[]) =>
    setTimetable((t) => ({ ...t, [kind]: t[kind].map((d, i) => (i === day ? spans : d)) }));
  const setException = (i: number, exception: TException) =>
    setTimetable((t) => ({ ...t, exceptions: t.exceptions.map((e, j) => (j === i ? exception : e)) }));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    setMessage(null);
    const parsed = ZTimetableSchema.safeParse(timetable);
    const local = parsed.success ? timetableProblems(parsed.data) : toErrors(parsed.error.issues);
    if (Object.keys(local).length) {
      setErrors(local);
      setMessage("Please correct the hours marked below.");
      return;
    }
    setIsSaving(true);
    const { body } = await callApi(putStoreHours, { body: timetable satisfies TTimetableDto });
    setIsSaving(false);
    setErrors(body.success ? {} : ((body.data ?? {}) as TErrors));
    setMessage(body.message);
  };

  return (
    <form
      noValidate
      onSubmit={save}
      aria-labelledby="hours-heading"
      className="space-y-6 rounded-2xl border border-line bg-white p-5"
    >
      <div>
        <h2 id="hours-heading" className="text-xl font-extrabold text-ink">
          Opening hours
        </h2>
        <p className="text-sm text-ink-muted">
          London time. A closing time earlier than the opening time is on the next morning (16:50–03:00); 00:00 is
          midnight.
        </p>
      </div>
      <ul className="divide-y divide-line border-y border-line">
        {WEEKDAYS.map((day, d) => (
          <li key={day} className="grid gap-3 py-3 md:grid-cols-[8rem_1fr_1fr]">
            <h3 className="font-semibold text-ink">{day}</h3>
            {KINDS.map(([kind, label]) => (
              <div key={kind}>
                <p className="text-sm font-semibold text-ink-muted">{label}</p>
                <SpanList
                  spans={timetable[kind][d] ?? []}
                  path={`${kind}.${d}`}
                  label={`${label} on ${day}`}
                  errors={errors}
                  onChange={(spans) => setWeekDay(kind, d, spans)}
                />
              </div>
            ))}
          </li>
        ))}
      </ul>

      <fieldset className="space-y-3">
        <legend className="text-lg font-extrabold text-ink">Exceptions</legend>
        <p className="text-sm text-ink-muted">
          A day with an exception opens only at its hours; with none, it is closed.
        </p>
        <ul className="space-y-4">
          {timetable.exceptions.map((exception, i) => (
            <li key={i} data-testid="hours-exception" className="space-y-2 rounded-xl border border-line p-3">
              <div className="flex flex-wrap items-end gap-3">
                <label className="text-sm font-semibold text-ink">
                  Date
                  <input
                    type="date"
                    className={`${TIME} mt-1 block w-44`}
                    value={exception.date}
                    aria-invalid={errors[`exceptions.${i}.date`] ? true : undefined}
                    onChange={(e) => setException(i, { ...exception, date: e.target.value })}
                  />
                </label>
                <label className="text-sm font-semibold text-ink">
                  For
                  <select
                    className={`${TIME} mt-1 block w-36`}
                    value={exception.fulfilment}
                    onChange={(e) =>
                      setException(i, { ...exception, fulfilment: e.target.value as TException["fulfilment"] })
                    }
                  >
                    <option value="both">Both</option>
                    <option value="delivery">Delivery</option>
                    <option value="collection">Collection</option>
                  </select>
                </label>
                <label className="text-sm font-semibold text-ink">
                  Note
                  <input
                    type="text"
                    maxLength={80}
                    className={`${TIME} mt-1 block w-48`}
                    value={exception.note}
                    onChange={(e) => setException(i, { ...exception, note: e.target.value })}
                  />
                </label>
                <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
                  <input
                    type="checkbox"
                    className="size-5 accent-navy"
                    checked={exception.yearly}
                    onChange={(e) => setException(i, { ...exception, yearly: e.target.checked })}
                  />
                  Every year
                </label>
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  onClick={() => setTimetable((t) => ({ ...t, exceptions: t.exceptions.filter((_, j) => j !== i) }))}
                >
                  Remove exception<span className="sr-only">{` for ${exception.date}`}</span>
                </button>
              </div>
              <FieldError id={`exceptions-${i}-date-error`} message={errors[`exceptions.${i}.date`]} />
              <SpanList
                spans={exception.spans}
                path={`exceptions.${i}.spans`}
                label={`Exception on ${exception.date}`}
                errors={errors}
                onChange={(spans) => setException(i, { ...exception, spans })}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={SMALL_BUTTON}
          onClick={() =>
            setTimetable((t) => ({
              ...t,
              exceptions: [
                ...t.exceptions,
                { date: shopDayOf(new Date()), yearly: false, fulfilment: "both", spans: [], note: "" },
              ],
            }))
          }
        >
          Add an exception
        </button>
      </fieldset>

      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton isPending={isSaving}>Save opening hours</SubmitButton>
        <p role="status" data-testid="hours-message" className="text-sm font-medium text-ink">
          {message}
        </p>
      </div>
    </form>
  );
}
