"use client";

import { useEffect, useState } from "react";
import { onDemand } from "@/components/ui/on-demand";
import type { ReorderNoticeView, TReorderNote } from "./reorder-notice-view";

// What "Order again" could not add, carried to the basket it opens (one tab's sessionStorage).
// The notice's markup (reorder-notice-view.tsx) is fetched only when there is one to show, so
// the order page's first scripts do not carry it (issue 26).

const KEY = "reorder-result";

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

const noticeView = onDemand(() => import("./reorder-notice-view"));

/** Above the basket after "Order again": what went in, and each line that could not, with why. */
export function ReorderNotice() {
  const [shown, setShown] = useState<{ note: TReorderNote; View: typeof ReorderNoticeView } | null>(null);
  useEffect(() => {
    // Read once after mounting: sessionStorage exists only in the browser.
    const note = takeReorder();
    // Without its code (offline for a moment) there is no notice: the basket still shows what went in.
    if (note)
      noticeView.load().then(
        (view) => setShown({ note, View: view.ReorderNoticeView }),
        () => undefined,
      );
  }, []);
  if (!shown) return null;
  return <shown.View note={shown.note} onDismiss={() => setShown(null)} />;
}
