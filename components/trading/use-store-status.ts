"use client";

import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from "react";
import { callApi } from "@/lib/api/client";
import { onRestoredFromCache } from "@/components/ui/back-forward-cache";
import { inOwnTask } from "@/components/ui/own-task";
import { getStoreStatus } from "@/lib/api/store/trading/routes";
import type { TStoreStatus } from "@/lib/api/store/trading/contract";

// The shop's trading state, polled from GET /api/store/status while a page shows it: one poll
// per page however many components read it, so a pause reaches customers within one poll. Until
// the first answer, the status the page was rendered with (StoreStatusProvider) stands in, so a
// notice is in the first paint instead of pushing the page down when the poll answers.

export const STATUS_POLL_MS = 15_000;

let current: TStoreStatus | null = null;
let timer: ReturnType<typeof setInterval> | null = null;
let stopOnRestore: (() => void) | null = null;
let cancelFirstPoll: (() => void) | null = null;
const listeners = new Set<() => void>();

async function poll() {
  const { body } = await callApi(getStoreStatus, { init: { cache: "no-store" } });
  if (body.success && body.data) {
    current = body.data;
    listeners.forEach((l) => l());
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    cancelFirstPoll = inOwnTask(() => void poll());
    timer = setInterval(() => void poll(), STATUS_POLL_MS);
    // A page Back brings out of the back/forward cache was frozen, its poll with it: ask at once.
    stopOnRestore = onRestoredFromCache(() => void poll());
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearInterval(timer);
      timer = null;
      cancelFirstPoll?.();
      cancelFirstPoll = null;
      stopOnRestore?.();
      stopOnRestore = null;
    }
  };
}

const RenderedStatus = createContext<TStoreStatus | null>(null);

/** `status`: the answer GET /api/store/status gave when the server rendered the page. */
export function StoreStatusProvider({ status, children }: { status: TStoreStatus; children: ReactNode }) {
  return createElement(RenderedStatus.Provider, { value: status }, children);
}

/** The latest status; before the first answer, the page's own, or null outside a provider. */
export function useStoreStatus(): TStoreStatus | null {
  const rendered = useContext(RenderedStatus);
  return (
    useSyncExternalStore(
      subscribe,
      () => current,
      () => null,
    ) ?? rendered
  );
}

/** Asks for the status now (after a refusal that may mean the shop just paused). */
export function refreshStoreStatus(): Promise<void> {
  return poll();
}
