"use client";

import { useCallback, useEffect, useState } from "react";
import { adminFetch } from "../admin-api";

type TResult<T> = { url: string; attempt: number; items: T[] | null; error: string | null };

export type TMenuList<T> = {
  status: "idle" | "loading" | "error" | "ready";
  items: T[];
  error: string | null;
  retry: () => void;
  /** Changes the loaded list in place (after a delete), without loading it again. */
  update: (change: (items: T[]) => T[]) => void;
};

/**
 * A list from a catalogue read such as GET /api/admin/foodCategoryItemdata/{id}, whose answer
 * keeps the list under `data[field]`. A new url starts loading at once.
 */
export function useMenuList<T>(url: string | null, field: "categoryIteam" | "subcategories"): TMenuList<T> {
  const [result, setResult] = useState<TResult<T> | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!url) return;
    let isCurrent = true;
    void adminFetch<Record<string, unknown>>(url).then(({ body }) => {
      if (!isCurrent) return;
      const list = body.success ? body.data?.[field] : undefined;
      setResult(
        Array.isArray(list)
          ? { url, attempt, items: list as T[], error: null }
          : { url, attempt, items: null, error: body.message || "The list could not be loaded." },
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [url, field, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (items: T[]) => T[]) => setResult((r) => (r?.items ? { ...r, items: change(r.items) } : r)),
    [],
  );

  const isCurrent = result !== null && result.url === url && result.attempt === attempt;
  const status = !url ? "idle" : !isCurrent ? "loading" : result.items ? "ready" : "error";
  return {
    status,
    items: isCurrent ? (result.items ?? []) : [],
    error: isCurrent ? result.error : null,
    retry,
    update,
  };
}
