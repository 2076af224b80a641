"use client";

import { useState } from "react";
import { pauseStore, type TStoreSettings } from "@/lib/api/admin/store/contract";
import { callApi } from "@/lib/api/client";
import { dayAndTime } from "@/lib/shop/shared";

const CHOICES = [15, 30, 60, 90, 120, 240] as const;
const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-navy px-4 font-semibold text-navy hover:bg-surface aria-disabled:opacity-60";

/** Pause online ordering for a while or until resumed, and resume it; customers see it within one poll. */
export function PausePanel({ initial }: { initial: TStoreSettings }) {
  const [settings, setSettings] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const send = async (minutes: number | null) => {
    if (busy) return;
    setBusy(true);
    const { body } = await callApi(pauseStore, { body: { minutes } });
    setBusy(false);
    setMessage(body.message);
    if (body.success && body.data) setSettings(body.data);
  };

  const state = settings.paused
    ? settings.pausedUntil
      ? `Online ordering is paused until ${dayAndTime(settings.pausedUntil)}.`
      : "Online ordering is paused until you resume it."
    : "Online ordering is on.";

  return (
    <section aria-labelledby="pause-heading" className="space-y-4 rounded-2xl border border-line bg-white p-5">
      <h2 id="pause-heading" className="text-xl font-extrabold text-ink">
        Pause online ordering
      </h2>
      <p data-testid="pause-state" className={`font-semibold ${settings.paused ? "text-red-800" : "text-ink"}`}>
        {state}
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Pause for">
        {CHOICES.map((m) => (
          <button key={m} type="button" aria-disabled={busy} className={BUTTON} onClick={() => void send(m)}>
            {m < 60 ? `${m} min` : `${m / 60} h`}
          </button>
        ))}
        <button type="button" aria-disabled={busy} className={BUTTON} onClick={() => void send(null)}>
          Until resumed
        </button>
      </div>
      {settings.paused ? (
        <button
          type="button"
          aria-disabled={busy}
          onClick={() => void send(0)}
          className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-bold text-navy hover:bg-brand-strong"
        >
          Resume online ordering
        </button>
      ) : null}
      <p role="status" className="text-sm text-ink-muted">
        {message}
      </p>
    </section>
  );
}
