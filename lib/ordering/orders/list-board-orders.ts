import "server-only";
import { getDb } from "@/lib/platform/db";
import { FINAL_STATUSES } from "../kitchen/flow";
import { withVat } from "../vat/vat-of-order";
import { orderSelect } from "./present";
import { startOfLondonDay } from "@/lib/platform/time";

const OPEN_STATUSES = ["placed", "accepted", "preparing", "out_for_delivery", "ready_for_collection"] as const;

/**
 * How many of each the board carries. The orders still to finish are read apart from the
 * finished ones: read as one list, oldest first, with one limit, a busy night's finished orders
 * filled it and the order that had just come in was left off the board.
 */
const OPEN_LIMIT = 500;
const FINISHED_LIMIT = 200;

const boardSelect = {
  ...orderSelect,
  fulfilment: true,
  promisedAt: true,
  slotStart: true,
  escalatedAt: true,
  customer: { select: { id: true, username: true, email: true } },
} as const;

/** Paid orders the kitchen still has to finish, oldest first, plus today's finished ones (the latest). */
export async function listBoardOrders() {
  const db = getDb();
  const startOfDay = startOfLondonDay(new Date());
  const [open, finished] = await Promise.all([
    db.order.findMany({
      where: { status: { in: [...OPEN_STATUSES] } },
      orderBy: { placedAt: "asc" },
      select: boardSelect,
      take: OPEN_LIMIT,
    }),
    db.order.findMany({
      where: { status: { in: [...FINAL_STATUSES] }, updatedAt: { gte: startOfDay } },
      orderBy: { updatedAt: "desc" },
      select: boardSelect,
      take: FINISHED_LIMIT,
    }),
  ]);
  const placedAt = (o: { placedAt: Date | null }) => o.placedAt?.getTime() ?? 0;
  return [...open, ...finished].sort((a, b) => placedAt(a) - placedAt(b)).map(withVat);
}
