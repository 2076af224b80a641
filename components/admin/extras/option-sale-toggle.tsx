"use client";

import { useState } from "react";
import { setAvailability } from "@/lib/api/admin/menu/contract";
import { callApi } from "@/lib/api/client";

// One click to take an extra off (out of olives tonight) and to put it back, without opening its
// group (decision 016). An extra is sold out until set back; the state shown is the server's.

const BUTTON =
  "inline-flex min-h-11 items-center rounded-full border border-navy px-3 text-sm font-semibold text-navy hover:bg-navy hover:text-white disabled:cursor-wait";

export function OptionSaleToggle({ id, name, initial }: { id: string; name: string; initial: boolean }) {
  const [available, setAvailable] = useState(initial);
  const [isSaving, setIsSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function toggle() {
    setIsSaving(true);
    const { body } = await callApi(setAvailability, { body: { type: "option", id, available: !available } });
    setIsSaving(false);
    if (body.success && body.data) {
      setAvailable(body.data.available);
      setMessage(body.data.available ? `${name} is back on sale.` : `${name} is sold out until you set it back.`);
    } else {
      setMessage(body.message || "Something went wrong. Please try again.");
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {available ? null : (
        <span className="rounded-full bg-surface px-2 py-0.5 text-sm font-semibold text-ink">Not on sale</span>
      )}{" "}
      <button
        type="button"
        className={BUTTON}
        disabled={isSaving}
        onClick={() => void toggle()}
        data-testid="option-sale-toggle"
        // The name says which extra; the short visible words are part of it, as WCAG 2.5.3 asks.
        aria-label={available ? `Mark sold out: ${name}` : `Put back on sale: ${name}`}
      >
        {available ? "Mark sold out" : "Put back on sale"}
      </button>{" "}
      <span role="status" className="text-sm text-ink-muted">
        {message}
      </span>
    </span>
  );
}
