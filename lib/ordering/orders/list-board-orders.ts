import "server-only";
import { getDb, type Prisma } from "@/lib/platform/db";
import { FINAL_STATUSES } from "../kitchen/flow";
import { withVat } from "../vat/vat-of-order";
import { orderNumber } from "./order-number";
import { orderSelect } from "./present";
import { matchesWords, searchWords } from "@/lib/platform/search-words";
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

type BoardRow = Prisma.OrderGetPayload<{ select: typeof boardSelect }>;

/**
 * What the board's search reads of an order: what the browser matches (orders-board.tsx) plus
 * the customer's e-mail, searched here, on the server, because not every role is sent it
 * (decision 115).
 */
function searchedTexts(order: BoardRow): (string | null)[] {
  return [
    order.id,
    orderNumber(order),
    order.contactName,
    order.customer.username,
    order.customer.email,
    order.deliveryAddress,
    ...order.lines.map((l) => `${l.itemName} ${l.subcategoryName ?? ""}`),
  ];
}

/**
 * Paid orders the kitchen still has to finish, oldest first, plus today's finished ones (the
 * latest). With a search, every order still comes back (the board rings for all of them), each
 * saying whether it matches. "Today" is `now`'s London day.
 *
 * Each list is one statement. Today's finished ones are read walking Order's updatedAt index back
 * from the newest (decision 121), so a poll reads today's orders and not the shop's whole history.
 */
export async function listBoardOrders(search?: string, now = new Date()) {
  const db = getDb();
  const startOfDay = startOfLondonDay(now);
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
  const words = searchWords(search ?? "");
  return [...open, ...finished]
    .sort((a, b) => placedAt(a) - placedAt(b))
    .map((order) => ({
      ...withVat(order),
      ...(words.length ? { matchesSearch: matchesWords(words, searchedTexts(order)) } : {}),
    }));
}
