import type { ReactNode } from "react";

/** An admin list's rows (the caller's `<li>`s), or the sentence that says why there are none. */
export function EntityRows({ isEmpty, empty, children }: { isEmpty: boolean; empty: ReactNode; children: ReactNode }) {
  return isEmpty ? <p className="p-6 text-ink-muted">{empty}</p> : <ul className="divide-y divide-line">{children}</ul>;
}
