import type { TAdminPromotionDto } from "@/lib/api/admin/promotions/contract";

export type TPromotionStatus = "retired" | "ended" | "scheduled" | "running";

export function statusOf(
  p: Pick<TAdminPromotionDto, "retiredAt" | "startsAt" | "endsAt">,
  now: number,
): TPromotionStatus {
  if (p.retiredAt) return "retired";
  if (p.endsAt && Date.parse(p.endsAt) <= now) return "ended";
  if (p.startsAt && Date.parse(p.startsAt) > now) return "scheduled";
  return "running";
}

const STYLES: Record<TPromotionStatus, { label: string; className: string }> = {
  running: { label: "Running", className: "bg-green-100 text-green-900" },
  scheduled: { label: "Scheduled", className: "bg-blue-100 text-blue-900" },
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
