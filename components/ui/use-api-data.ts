"use client";

import { useCallback, useEffect, useState, type DependencyList } from "react";
import type { TApiResult } from "@/lib/api/fetch";

// The one way a screen loads what it shows from /api: loading, the data in the screen's own
// words (the area's adapter), or why not; "Try again"; and an answer that arrives after the
// screen has moved on (other deps, unmounted) is dropped.

export type TApiData<T> =
  | { status: "loading" }
  | { status: "ready"; data: T }
  /** `httpStatus` is 0 when the server was not reached; ≥ 500 when it failed. */
  | { status: "failed"; httpStatus: number; message: string };

export function useApiData<W, T>(
  load: () => Promise<TApiResult<W>>,
  toView: (data: W) => T,
  deps: DependencyList,
): { state: TApiData<T>; retry: () => void } {
  const [state, setState] = useState<TApiData<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    void load().then(({ status, body }) => {
      if (!isCurrent) return;
      if (body.success && body.data !== undefined) setState({ status: "ready", data: toView(body.data) });
      else setState({ status: "failed", httpStatus: status, message: body.message });
    });
    return () => {
      isCurrent = false;
    };
    // The caller's deps say when to load again; load and toView are new functions every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
