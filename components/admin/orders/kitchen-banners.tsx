"use client";

import Link from "next/link";
import { useState } from "react";
import { pauseStore } from "@/lib/api/admin/store/contract";
import type { KitchenPrinterView, KitchenStatusView } from "@/lib/api/admin/kitchen/view";
import { callApi } from "@/lib/api/client";
import { formatClock } from "@/lib/platform/time/shared";

/** One offline spell of one printer: acknowledging it silences it until it comes back and goes again. */
export const offlinePrinterKey = (p: Pick<KitchenPrinterView, "id" | "lastSeenAt">) =>
  `printer:${p.id}:${p.lastSeenAt ?? ""}`;

type TKitchenBannersProps = {
  status: KitchenStatusView | null;
  offlinePrinters: KitchenPrinterView[];
  unheardPrinters: KitchenPrinterView[];
  canResume: boolean;
  onAcknowledge: (keys: string[]) => void;
  onResumed: () => void;
};

/** A pause someone chose is as easy to forget as one the shop gave itself: both are said. */
function pauseHeadline(status: KitchenStatusView): string {
  if (status.selfPause) return `Online ordering paused itself until ${formatClock(status.selfPause.until)}`;
  return status.pausedUntil
    ? `Online ordering is paused until ${formatClock(status.pausedUntil)}`
    : "Online ordering is paused until someone resumes it";
}

/**
 * What the board says beside the orders (issue 23): a printer that stopped polling while the
 * shop is open (red, ringing until acknowledged: tickets are not printing), and a pause, whether
 * someone chose it or the shop gave it itself after unanswered orders.
 */
export function KitchenBanners({
  status,
  offlinePrinters,
  unheardPrinters,
  canResume,
  onAcknowledge,
  onResumed,
}: TKitchenBannersProps) {
  const [resumeError, setResumeError] = useState<string | null>(null);
  async function resume() {
    setResumeError(null);
    const { body } = await callApi(pauseStore, { body: { minutes: 0 } });
    if (!body.success) setResumeError(body.message || "Ordering could not be resumed.");
    onResumed();
  }
  return (
    <>
      {offlinePrinters.length ? (
        <div
          role="alert"
          data-testid="printer-offline"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 border-red-700 bg-red-700 px-4 py-3 text-white"
        >
          <div>
            <p className="text-lg font-extrabold">
              {offlinePrinters.length === 1
                ? `Printer ${offlinePrinters[0]!.name} is offline`
                : `${offlinePrinters.length} printers are offline`}
              : tickets are not printing.
            </p>
            <p>
              {offlinePrinters
                .map((p) => `${p.name}: last seen ${p.lastSeenAt ? formatClock(p.lastSeenAt) : "never"}`)
                .join(" · ")}
              . Check its power, paper and network, or print from the order&apos;s page.
            </p>
          </div>
          {unheardPrinters.length ? (
            <button
              type="button"
              onClick={() => onAcknowledge(unheardPrinters.map(offlinePrinterKey))}
              className="min-h-11 rounded-full bg-white px-5 font-bold text-red-800 hover:bg-red-50"
            >
              Acknowledge
            </button>
          ) : null}
        </div>
      ) : null}
      {status?.paused ? (
        <div
          role="status"
          data-testid={status.selfPause ? "self-paused" : "paused"}
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 border-amber-500 bg-amber-50 px-4 py-3 text-amber-950"
        >
          <p>
            <span className="text-lg font-extrabold">{pauseHeadline(status)}</span>
            {status.selfPause
              ? `: ${status.selfPause.orderCount} orders went unanswered. Paid orders stay on the board.`
              : ": customers cannot order online. Orders already placed stay on the board."}{" "}
            {resumeError ? <span className="font-bold text-red-800">{resumeError}</span> : null}
          </p>
          {canResume ? (
            <button
              type="button"
              onClick={() => void resume()}
              className="min-h-11 rounded-full bg-navy px-5 font-bold text-white hover:bg-navy-soft"
            >
              Resume ordering now
            </button>
          ) : (
            <Link href="/admin/store" className="font-semibold underline">
              Store settings
            </Link>
          )}
        </div>
      ) : null}
    </>
  );
}
