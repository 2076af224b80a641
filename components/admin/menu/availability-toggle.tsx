"use client";

import { useId, useState } from "react";
import { NEXT_OPENING, setAvailability } from "@/lib/api/admin/menu/contract";
import { callApi } from "@/lib/api/client";
import { dayAndTime } from "@/lib/shop/shared";

// One click to take a dish or a variant off for the evening, or to hide it, without deleting
// it (decision 016). Sold out until the shop next opens (the server reads the time off the
// store's hours) or until the admin sets it back. The state shown is the server's answer.

type TState = { available: boolean; soldOut: boolean; soldOutUntil: string | null; hidden: boolean };

type TAvailabilityToggleProps = {
  type: "item" | "subcategory";
  id: string;
  name: string;
  initial: TState;
};

type TUntilChoice = typeof NEXT_OPENING | "set_back";

const BUTTON =
  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold aria-pressed:bg-navy aria-pressed:text-white disabled:cursor-wait";

const SELECT =
  "min-h-11 rounded-lg border border-ink-muted/70 bg-white px-3 text-sm text-ink hover:border-navy focus-visible:border-navy disabled:cursor-wait";

/** Sold out now: a time it comes back that has passed means it is on sale again. */
function isSoldOutNow(state: TState): boolean {
  return state.soldOut && (state.soldOutUntil === null || Date.parse(state.soldOutUntil) > Date.now());
}

function describe(state: TState): string {
  if (state.hidden) return "Customers do not see it.";
  if (!state.soldOut) return "On sale.";
  return state.soldOutUntil ? `Sold out until ${dayAndTime(state.soldOutUntil)}.` : "Sold out until you set it back.";
}

export function AvailabilityToggle({ type, id, name, initial }: TAvailabilityToggleProps) {
  const untilId = useId();
  const [state, setState] = useState<TState>({
    available: initial.available,
    soldOut: initial.soldOut,
    soldOutUntil: initial.soldOutUntil,
    hidden: initial.hidden,
  });
  const [until, setUntil] = useState<TUntilChoice>(NEXT_OPENING);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");

  async function change(next: { available: boolean; until?: string | null; hidden?: boolean }) {
    setBusy(true);
    const { body } = await callApi(setAvailability, { body: { type, id, ...next } });
    setBusy(false);
    if (body.success && body.data) {
      const saved = body.data;
      setState({
        available: saved.available,
        soldOut: saved.soldOut,
        soldOutUntil: saved.soldOutUntil,
        hidden: saved.hidden,
      });
      const when =
        saved.soldOut && !next.hidden && saved.soldOutUntil ? ` until ${dayAndTime(saved.soldOutUntil)}` : "";
      setMessage(`${name}: ${body.message}${when}.`);
    } else {
      setMessage(body.message || "That did not work. Please try again.");
    }
  }

  function toggleSoldOut() {
    if (state.soldOut) void change({ available: true });
    else void change({ available: false, until: until === NEXT_OPENING ? NEXT_OPENING : null });
  }

  function toggleHidden() {
    // Hiding or showing keeps a sold-out dish sold out, until the same time.
    const soldOut = isSoldOutNow(state);
    void change({ available: !soldOut, until: soldOut ? state.soldOutUntil : null, hidden: !state.hidden });
  }

  return (
    <div className="mt-3 space-y-2" data-testid="availability">
      {state.soldOut ? null : (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <label htmlFor={untilId} className="text-sm font-semibold text-ink">
            Sold out until<span className="sr-only"> ({name})</span>
          </label>
          <select
            id={untilId}
            value={until}
            disabled={busy}
            onChange={(e) => setUntil(e.target.value as TUntilChoice)}
            className={SELECT}
            data-testid="sold-out-until"
          >
            <option value={NEXT_OPENING}>the next opening</option>
            <option value="set_back">I set it back</option>
          </select>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={state.soldOut}
          disabled={busy}
          onClick={toggleSoldOut}
          className={`${BUTTON} border-navy text-navy hover:bg-surface`}
          data-testid="toggle-sold-out"
        >
          Sold out<span className="sr-only"> ({name})</span>
        </button>
        <button
          type="button"
          aria-pressed={state.hidden}
          disabled={busy}
          onClick={toggleHidden}
          className={`${BUTTON} border-navy text-navy hover:bg-surface`}
          data-testid="toggle-hidden"
        >
          Hidden<span className="sr-only"> ({name})</span>
        </button>
      </div>
      <p role="status" className="text-sm text-ink-muted" data-testid="availability-status">
        {message || describe(state)}
      </p>
    </div>
  );
}
