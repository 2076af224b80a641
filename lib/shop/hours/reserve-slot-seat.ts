import "server-only";
import { type DbTransaction } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { clockTime } from "./describe-time";
import { holdingOrders } from "./slot-seats";
import type { Fulfilment } from "./timetable";

/**
 * Takes a seat in a slot for an order, inside the transaction that creates the order. Orders
 * for the same slot queue on a transaction-scoped advisory lock, so each counts the seats the
 * ones before it committed: N + 5 simultaneous orders for a slot of N give N seats and 5
 * refusals (409), and a refusal rolls the order back with it.
 *
 * `customerId` and `basketKey`: the checkout's own. An unpaid order of the same customer for the
 * same basket (opened with another way of paying or another tip, so the same slot) is this
 * checkout tried again, not another customer's: it does not count against it, as it does not for
 * the offers the basket holds (decision 023). Otherwise a customer who changed their tip in the
 * last seat of a slot was told their own time was full.
 */
export async function reserveSlotSeat(
  tx: DbTransaction,
  seat: {
    orderId: string;
    fulfilment: Fulfilment;
    slotStart: Date;
    capacity: number;
    now: Date;
    asap: boolean;
    customerId: string;
    basketKey: string | null;
  },
) {
  const key = `slot:${seat.fulfilment}:${seat.slotStart.toISOString()}`;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
  if (Number.isFinite(seat.capacity)) {
    const ownRetry = seat.basketKey
      ? { NOT: { status: "pending" as const, customerId: seat.customerId, basketKey: seat.basketKey } }
      : {};
    const taken = await tx.slotReservation.count({
      where: {
        fulfilment: seat.fulfilment,
        slotStart: seat.slotStart,
        order: { AND: [holdingOrders(seat.now), ownRetry] },
      },
    });
    if (taken >= seat.capacity) {
      throw new AppError(
        "CONFLICT",
        seat.asap
          ? "We are taking as many orders as the kitchen can make right now. Please choose a later time."
          : `The ${clockTime(seat.slotStart)} slot is full. Please choose another time.`,
        { slot: "This time is full." },
      );
    }
  }
  await tx.slotReservation.create({
    data: { orderId: seat.orderId, fulfilment: seat.fulfilment, slotStart: seat.slotStart },
  });
}
