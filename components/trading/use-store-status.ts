"use client";

import { useSyncExternalStore } from "react";
import { callApi } from "@/lib/api/client";
import { getStoreStatus } from "@/lib/api/store/trading/routes";
import type { TStoreStatus } from "@/lib/api/store/trading/contract";

// The shop's trading state, polled from GET /api/store/status while a page shows it: one poll
// per page however many components read it, so a pause reaches customers within one poll.

export const STATUS_POLL_MS = 15_000;

let current: TStoreStatus | null = null;
let timer: ReturnType<typeof setInterval> | null = null;
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
    void poll();
    timer = setInterval(() => void poll(), STATUS_POLL_MS);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The latest status, or null until the first answer. */
export function useStoreStatus(): TStoreStatus | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

/** Asks for the status now (after a refusal that may mean the shop just paused). */
export function refreshStoreStatus(): Promise<void> {
  return poll();
}
