import "server-only";
import type { Refund } from "@/lib/platform/db";
import { toMajor } from "@/lib/platform/money";
import type { TRefundDto } from "./contract";

export function presentRefund(r: Refund): TRefundDto {
  return {
    _id: r.id,
    amount: toMajor(r.amountPence),
    tip: toMajor(r.tipPence),
    reason: r.reason,
    lineIds: r.lineIds,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    processedAt: r.processedAt?.toISOString() ?? null,
  };
}
