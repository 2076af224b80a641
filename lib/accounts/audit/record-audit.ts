import "server-only";
import { type Prisma, getDb } from "@/lib/platform/db";
import type { StaffRole } from "../permissions";

export type AuditActor = { adminId: string; username: string; role: StaffRole } | null;

export type AuditRecord = {
  actor: AuditActor;
  /** What was done: a name such as `order.refund`, or the endpoint (`PATCH /api/admin/…`). */
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  /** The target's name as it was (a dish's, a zone's): the id alone means nothing once it is deleted. */
  targetName?: string | null;
  /** The values before and after, for edits. */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  clientAddress?: string | null;
};

type Writer = Pick<Prisma.TransactionClient, "auditEntry">;

/** Appends one entry to the audit trail; pass a transaction to make it part of the write it records. */
export async function recordAudit(entry: AuditRecord, db: Writer = getDb()) {
  await db.auditEntry.create({
    data: {
      actorId: entry.actor?.adminId ?? null,
      actorUsername: entry.actor?.username ?? null,
      actorRole: entry.actor?.role ?? null,
      action: entry.action.slice(0, 64),
      targetType: entry.targetType?.slice(0, 32) ?? null,
      targetId: entry.targetId?.slice(0, 64) ?? null,
      targetName: entry.targetName?.slice(0, 200) ?? null,
      before: toJson(entry.before),
      after: toJson(entry.after),
      reason: entry.reason?.slice(0, 1000) ?? null,
      clientAddress: entry.clientAddress?.slice(0, 64) ?? null,
    },
  });
}

function toJson(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}
