import "server-only";
import { listAuditEntries, type AuditEntryRow, type AuditQuery } from "@/lib/accounts";
import { getDb, isUuid } from "@/lib/platform/db";
import { orderNumber } from "./order-number";

const NUMBER = /^#?(\d{1,9})$/;

/** An entry about an order written without its number: its id, lower-cased as orders' ids are. */
const unnamedOrderId = (e: AuditEntryRow) =>
  e.targetType === "order" && e.targetName === null && e.targetId && isUuid(e.targetId)
    ? e.targetId.toLowerCase()
    : null;

/**
 * The audit trail with every entry about an order named by its number. Entries written before
 * decision 087 carry only the order's id; they are named here, as they are read, because the
 * trail itself can never be changed (decision 088). Searching by a whole number ("1042",
 * "#1042") finds those older entries about that order too.
 */
export async function listAuditTrail(q: AuditQuery) {
  const db = getDb();
  const asked = q.target ? NUMBER.exec(q.target.trim()) : null;
  const numbered = asked
    ? await db.order.findUnique({ where: { number: Number(asked[1]) }, select: { id: true } })
    : null;
  const page = await listAuditEntries({ ...q, ...(numbered ? { unnamedTargetIds: [numbered.id] } : {}) });

  const unnamed = new Set(page.entries.map(unnamedOrderId).filter((id) => id !== null));
  if (unnamed.size === 0) return page;
  const orders = await db.order.findMany({
    where: { id: { in: [...unnamed] } },
    select: { id: true, number: true },
  });
  const names = new Map(orders.map((o) => [o.id, orderNumber(o)]));
  return {
    ...page,
    entries: page.entries.map((e) => {
      const id = unnamedOrderId(e);
      return id ? { ...e, targetName: names.get(id) ?? null } : e;
    }),
  };
}
