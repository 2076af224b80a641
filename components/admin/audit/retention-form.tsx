"use client";

import { useState } from "react";
import { putAuditRetention } from "@/lib/api/admin/audit/contract";
import { callApi } from "@/lib/api/client";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { AUDIT_RETENTION } from "@/lib/accounts/shared";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-navy px-5 font-semibold text-white disabled:opacity-60";

/** The owner's choice of how long the trail keeps its entries; a manager only reads it. */
export function RetentionForm({ years: initialYears, canChange }: { years: number; canChange: boolean }) {
  const [years, setYears] = useState(initialYears);
  const [draft, setDraft] = useState(String(initialYears));
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const belowHmrc = Number(draft) < AUDIT_RETENTION.defaultYears;

  if (!canChange) {
    return (
      <p className="text-sm text-ink-muted">
        Entries are kept for {years} years, as the owner set. Nobody can edit them.
      </p>
    );
  }

  async function save() {
    setBusy(true);
    const { body } = await callApi(putAuditRetention, { body: { years: Number(draft) } });
    setBusy(false);
    setStatus(body.message);
    if (body.success && body.data) {
      setYears(body.data.years);
      setError(null);
    } else setError(fieldErrorsOf(body, ["years"]).years ?? body.message);
  }

  return (
    <form
      className="mb-4 flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-4"
      aria-labelledby="retention-heading"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 id="retention-heading" className="sr-only">
        How long entries are kept
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor="retention-years" className="text-sm font-semibold">
          Keep entries for (years)
        </label>
        <input
          id="retention-years"
          name="years"
          type="number"
          inputMode="numeric"
          min={AUDIT_RETENTION.minYears}
          max={AUDIT_RETENTION.maxYears}
          step={1}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`retention-hint${error ? " retention-error" : ""}`}
          className="w-28 rounded-lg border border-line px-3 py-2.5"
        />
      </div>
      <button type="submit" className={button} disabled={busy || draft === String(years)}>
        Save
      </button>
      <p id="retention-hint" className="basis-full text-sm text-ink-muted">
        Now {years} years. Entries older than that are deleted each night; younger ones cannot be deleted by anyone.
        {belowHmrc ? " HMRC expects a business to keep its records for six years." : ""}
      </p>
      {error ? (
        <p id="retention-error" className="basis-full text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {status}
      </p>
    </form>
  );
}
