import type { TEmailStatus } from "./types";

const LABELS: Record<TEmailStatus, string> = { queued: "Queued", sent: "Sent", failed: "Failed" };

/** Badge colours; every pair has at least 4.5:1 contrast. */
const STYLES: Record<TEmailStatus, string> = {
  queued: "bg-amber-100 text-amber-900",
  sent: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
};

/** A queued mail that has failed before is being retried: say so. */
export function EmailStatusBadge({ status, tries }: { status: TEmailStatus; tries: number }) {
  const label = status === "queued" && tries > 0 ? "Retrying" : LABELS[status];
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-sm font-semibold whitespace-nowrap ${STYLES[status]}`}
      data-testid="email-status"
    >
      {label}
    </span>
  );
}
