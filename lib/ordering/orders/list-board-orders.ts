import "server-only";
import { getDb } from "@/lib/platform/db";
import { FINAL_STATUSES } from "../kitchen/flow";
import { withVat } from "../vat/vat-of-order";
import { orderSelect } from "./present";
import { startOfLondonDay } from "@/lib/platform/time";

/** Paid orders the kitchen still has to finish, oldest first, plus today's finished ones. */
export async function listBoardOrders() {
  const startOfDay = startOfLondonDay(new Date());
  const orders = await getDb().order.findMany({
    where: {
      OR: [
        { status: { in: ["placed", "accepted", "preparing", "out_for_delivery", "ready_for_collection"] } },
        { status: { in: [...FINAL_STATUSES] }, updatedAt: { gte: startOfDay } },
      ],
    },
    orderBy: { placedAt: "asc" },
    select: {
      ...orderSelect,
      fulfilment: true,
      promisedAt: true,
      slotStart: true,
      escalatedAt: true,
      customer: { select: { id: true, username: true, email: true } },
    },
    take: 200,
  });
  return orders.map(withVat);
}
