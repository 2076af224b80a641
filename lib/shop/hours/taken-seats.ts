import "server-only";
import { getDb, type DbClient } from "@/lib/platform/db";
import { holdingOrders } from "./slot-seats";
import type { Fulfilment } from "./timetable";

/** Seats taken per slot start (ms) between `from` and `to`. */
export async function takenSeats(fulfilment: Fulfilment, from: Date, to: Date, now: Date, db: DbClient = getDb()) {
  const rows = await db.slotReservation.groupBy({
    by: ["slotStart"],
    where: { fulfilment, slotStart: { gte: from, lt: to }, order: holdingOrders(now) },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.slotStart.getTime(), r._count._all]));
}
