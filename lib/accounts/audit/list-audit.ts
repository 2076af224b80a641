import "server-only";
import { getDb, isUuid, likeLiteral } from "@/lib/platform/db";

export type AuditQuery = {
  limit: number;
  /** Entries older than this one (its id), for the next page. */
  beforeId?: bigint;
  /** Entries before this instant. */
  beforeAt?: Date;
  /** A member's id or username. */
  actor?: string;
  /** An action, or the start of one (`order.` finds every order action). */
  action?: string;
  /** The target's id, or part of its name as recorded ("1042" finds order #1042). */
  target?: string;
  /**
   * Beside `target`'s name: entries about these ids that were written without a name (before
   * decision 087), which the caller has found by the name `target` gives them now.
   */
  unnamedTargetIds?: string[];
};

/** The audit trail, newest first, one page at a time. */
export async function listAuditEntries(q: AuditQuery) {
  const entries = await getDb().auditEntry.findMany({
    where: {
      ...(q.beforeId !== undefined ? { id: { lt: q.beforeId } } : {}),
      ...(q.beforeAt ? { at: { lt: q.beforeAt } } : {}),
      ...(q.actor
        ? isUuid(q.actor)
          ? { actorId: q.actor }
          : { actorUsername: { equals: q.actor, mode: "insensitive" as const } }
        : {}),
      ...(q.action ? { action: { startsWith: likeLiteral(q.action) } } : {}),
      ...(q.target
        ? isUuid(q.target)
          ? { targetId: { equals: q.target, mode: "insensitive" as const } }
          : {
              OR: [
                { targetName: { contains: likeLiteral(q.target), mode: "insensitive" as const } },
                ...(q.unnamedTargetIds?.length ? [{ targetName: null, targetId: { in: q.unnamedTargetIds } }] : []),
              ],
            }
        : {}),
    },
    orderBy: { id: "desc" },
    take: q.limit + 1,
  });
  const more = entries.length > q.limit;
  const page = more ? entries.slice(0, q.limit) : entries;
  return { entries: page, nextBefore: more ? page[page.length - 1]!.id : null };
}

export type AuditEntryRow = Awaited<ReturnType<typeof listAuditEntries>>["entries"][number];
