"use client";

import { useState } from "react";
import { setAvailability } from "@/lib/api/admin/menu/contract";
import { callApi } from "@/lib/api/client";

// One click to take a dish or a variant off for the evening, or to hide it, without deleting
// it (decision 016). The state shown is the server's answer.

type TState = { available: boolean; soldOut: boolean; hidden: boolean };

type TAvailabilityToggleProps = {
  type: "item" | "subcategory";
  id: string;
  name: string;
  initial: TState;
};

const BUTTON =
  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold aria-pressed:bg-navy aria-pressed:text-white disabled:cursor-wait";

export function AvailabilityToggle({ type, id, name, initial }: TAvailabilityToggleProps) {
  const [state, setState] = useState<TState>(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");

  async function change(next: { available: boolean; hidden?: boolean }) {
    setBusy(true);
    const { body } = await callApi(setAvailability, { body: { type, id, ...next } });
    setBusy(false);
    if (body.success && body.data) {
      setState({ available: body.data.available, soldOut: body.data.soldOut, hidden: body.data.hidden });
      setMessage(`${name}: ${body.message}.`);
    } else {
      setMessage(body.message || "That did not work. Please try again.");
    }
  }

  return (
    <div className="mt-3 space-y-2" data-testid="availability">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={state.soldOut}
          disabled={busy}
          onClick={() => void change({ available: state.soldOut })}
          className={`${BUTTON} border-navy text-navy hover:bg-surface`}
          data-testid="toggle-sold-out"
        >
          Sold out<span className="sr-only"> ({name})</span>
        </button>
        <button
          type="button"
          aria-pressed={state.hidden}
          disabled={busy}
          onClick={() => void change({ available: !state.soldOut, hidden: !state.hidden })}
          className={`${BUTTON} border-navy text-navy hover:bg-surface`}
          data-testid="toggle-hidden"
        >
          Hidden<span className="sr-only"> ({name})</span>
        </button>
      </div>
      <p role="status" className="text-sm text-ink-muted">
        {message || (state.hidden ? "Customers do not see it." : state.soldOut ? "Shown as sold out." : "On sale.")}
      </p>
    </div>
  );
}
