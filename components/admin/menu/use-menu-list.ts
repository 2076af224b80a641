"use client";

import { useCallback, useEffect, useState } from "react";
import type { TLoadFailure } from "../load-failed";

type TResult<T> = { categoryId: string; attempt: number; items: T[] | null; failed: TLoadFailure | null };

/**
 * Loads the list of a category: its entries, or what the server answered instead (its status
 * decides whether LoadFailed offers Try again or Sign in again).
 */
export type TLoadList<T> = (categoryId: string) => Promise<{ items: T[] } | { failed: TLoadFailure }>;

export type TMenuList<T> = {
  status: "idle" | "loading" | "error" | "ready";
  items: T[];
  failed: TLoadFailure | null;
  retry: () => void;
  /** Changes the loaded list in place (after a delete), without loading it again. */
  update: (change: (items: T[]) => T[]) => void;
};

/**
 * The items or subcategories of a category, from a catalogue read such as GET
 * /api/admin/foodCategoryItemdata/{id}. A new category starts loading at once; null loads nothing.
 */
export function useMenuList<T>(categoryId: string | null, load: TLoadList<T>): TMenuList<T> {
  const [result, setResult] = useState<TResult<T> | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!categoryId) return;
    let isCurrent = true;
    void load(categoryId).then((loaded) => {
      if (!isCurrent) return;
      setResult(
        "items" in loaded
          ? { categoryId, attempt, items: loaded.items, failed: null }
          : { categoryId, attempt, items: null, failed: loaded.failed },
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [categoryId, load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (items: T[]) => T[]) => setResult((r) => (r?.items ? { ...r, items: change(r.items) } : r)),
    [],
  );

  const isCurrent = result !== null && result.categoryId === categoryId && result.attempt === attempt;
  const status = !categoryId ? "idle" : !isCurrent ? "loading" : result.items ? "ready" : "error";
  return {
    status,
    items: isCurrent ? (result.items ?? []) : [],
    failed: isCurrent ? result.failed : null,
    retry,
    update,
  };
}
