import type { TAdminPromotionDto } from "@/lib/api/admin/promotions/contract";

export type TPromotionStatus = "retired" | "ended" | "scheduled" | "used_up" | "cannot_apply" | "running";

/**
 * What customers meet now. A running offer that is used up, or can no longer give what it
 * promises, is said to be so: the site no longer shows it, and "Running" would hide why.
 */
export function statusOf(
  p: Pick<TAdminPromotionDto, "retiredAt" | "startsAt" | "endsAt" | "usageCap" | "timesUsed" | "canApply">,
  now: number,
): TPromotionStatus {
  if (p.retiredAt) return "retired";
  if (p.endsAt && Date.parse(p.endsAt) <= now) return "ended";
  if (!p.canApply) return "cannot_apply";
  if (p.usageCap !== null && p.timesUsed >= p.usageCap) return "used_up";
  if (p.startsAt && Date.parse(p.startsAt) > now) return "scheduled";
  return "running";
}

/** Why a promotion of that status is not offered, for the statuses whose label alone does not say. */
export const STATUS_EXPLANATIONS: Partial<Record<TPromotionStatus, string>> = {
  used_up: "Every use has been taken by paid orders, so customers no longer see it. Raise the limit to offer it again.",
  cannot_apply:
    "Its free dish or every category it covered has gone from the menu, so customers no longer see it. Edit it or retire it.",
};

const STYLES: Record<TPromotionStatus, { label: string; className: string }> = {
  running: { label: "Running", className: "bg-green-100 text-green-900" },
  scheduled: { label: "Scheduled", className: "bg-blue-100 text-blue-900" },
  used_up: { label: "Used up", className: "bg-amber-100 text-amber-900" },
  cannot_apply: { label: "Cannot apply", className: "bg-red-50 text-red-800" },
  ended: { label: "Ended", className: "bg-surface text-ink" },
  retired: { label: "Retired", className: "bg-surface text-ink" },
};

export function PromotionStatusBadge({ status }: { status: TPromotionStatus }) {
  const style = STYLES[status];
  return (
    <span className={`inline-flex rounded-full px-2.5 py-1 text-sm font-semibold ${style.className}`}>
      {style.label}
    </span>
  );
}
