"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { getKitchenStatus } from "@/lib/api/admin/kitchen/contract";
import { toKitchenStatusView, type KitchenStatusView } from "@/lib/api/admin/kitchen/view";
import { callApi } from "@/lib/api/client";

/**
 * The board's view of the kitchen beside the orders (printers, a pause the shop gave itself,
 * push), asked for as often as the orders: a printer counts as offline after three of its
 * polls (15 s at the usual 5 s), so the board says so within 20 s. `pollMs` null: stop asking
 * (the member's session ended, and every answer would be a refusal).
 */
export function useKitchenStatus(pollMs: number | null) {
  const [status, setStatus] = useState<KitchenStatusView | null>(null);
  const isLoadingRef = useRef(false);
  const refresh = useCallback(async () => {
    if (isLoadingRef.current) return;
    isLoadingRef.current = true;
    const { body } = await callApi(getKitchenStatus);
    isLoadingRef.current = false;
    if (body.success && body.data) setStatus(toKitchenStatusView(body.data));
  }, []);
  useEffect(() => {
    if (pollMs === null) return;
    const first = window.setTimeout(() => void refresh(), 0);
    const timer = window.setInterval(() => void refresh(), pollMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [refresh, pollMs]);
  return { status, refresh };
}
