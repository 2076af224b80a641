"use client";

import { useCallback, useEffect, useState } from "react";
import type { TApiBody, TApiResult } from "@/lib/api/fetch";

// The one way a screen loads what it shows from /api: loading, the data in the screen's own
// words (its area's adapter), or why not; "Try again"; and an answer that arrives after the
// screen has moved on (new deps, a retry, unmounted) is dropped.

export type TApiData<T> =
  | { status: "loading" }
  | { status: "ready"; data: T }
  /**
   * `httpStatus` is 0 when the server was not reached, ≥ 500 when it failed. `fields`: what a
   * refusal (4xx) said of each thing asked (`data.<field>`), in the server's words, where its
   * `message` is the general "Check the highlighted fields and try again."
   */
  | { status: "failed"; httpStatus: number; message: string; fields: Record<string, string> };

const LOADING = { status: "loading" } as const;

/**
 * Only a failure that may pass is worth asking again: no answer, or the server's own (5xx). A
 * refusal (400, 403, 404) would be the same refusal on every retry.
 */
export function isWorthRetrying(httpStatus: number): boolean {
  return httpStatus === 0 || httpStatus >= 500;
}

/** What a refusal (4xx) said of each thing asked, in the server's words; nothing for any other answer. */
export function refusedFieldsOf(status: number, body: TApiBody): Record<string, string> {
  if (status < 400 || status >= 500 || typeof body.data !== "object" || body.data === null) return {};
  return Object.fromEntries(
    Object.entries(body.data).filter((entry): entry is [string, string] => typeof entry[1] === "string" && !!entry[1]),
  );
}

/**
 * Loads when mounted, again when `deps` change (compared as JSON: plain values and objects of
 * them) and on `retry()`; until the answer to the latest load arrives, the state is loading.
 */
export function useApiData<W, T>(
  load: () => Promise<TApiResult<W>>,
  toView: (data: W) => T,
  deps: readonly unknown[],
): { state: TApiData<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${JSON.stringify(deps)}#${attempt}`;
  const [settled, setSettled] = useState<{ key: string; state: TApiData<T> } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void load().then(({ status, body }) => {
      if (!isCurrent) return;
      setSettled({
        key,
        state:
          body.success && body.data !== undefined
            ? { status: "ready", data: toView(body.data) }
            : { status: "failed", httpStatus: status, message: body.message, fields: refusedFieldsOf(status, body) },
      });
    });
    return () => {
      isCurrent = false;
    };
    // The key stands for the caller's deps; load and toView are new functions every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: settled?.key === key ? settled.state : LOADING, retry };
}
