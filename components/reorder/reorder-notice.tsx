"use client";

import { useEffect, useState } from "react";

// What "Order again" could not add, carried to the basket it opens (one tab's sessionStorage).

const KEY = "reorder-result";
type TReorderNote = { added: number; skipped: string[] };

export function rememberReorder(note: TReorderNote) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(note));
  } catch {
    // Private mode without storage: the basket still shows what was added.
  }
}

function takeReorder(): TReorderNote | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    // The order page holds the basket twice (phone tab and desktop column): both read it first.
    window.setTimeout(() => window.sessionStorage.removeItem(KEY), 0);
    return raw ? (JSON.parse(raw) as TReorderNote) : null;
  } catch {
    return null;
  }
}

/** Above the basket after "Order again": what went in, and each line that could not, with why. */
export function ReorderNotice() {
  const [note, setNote] = useState<TReorderNote | null>(null);
  useEffect(() => {
    // Read once after mounting: sessionStorage exists only in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNote(takeReorder());
  }, []);
  if (!note) return null;
  return (
    <div
      role="status"
      data-testid="reorder-notice"
      className="rounded-lg border-2 border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <p className="font-bold">
        {note.added ? "Your order is in the basket again, at today's prices." : "Nothing from this order can be ordered today."}
      </p>
      {note.skipped.length ? (
        <>
          <p className="mt-1">Not added:</p>
          <ul className="list-disc pl-5" data-testid="reorder-skipped">
            {note.skipped.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="button" onClick={() => setNote(null)} className="mt-1 font-semibold underline underline-offset-2">
        Dismiss
      </button>
    </div>
  );
}
