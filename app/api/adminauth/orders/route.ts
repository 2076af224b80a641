import { listBoardOrders as readBoard } from "@/lib/ordering";
import { listBoardOrders } from "@/lib/api/admin/orders/contract";
import { presentBoardOrder } from "@/lib/api/admin/orders/present";
import { handle } from "@/lib/api/handle";

/** The orders board: polled by the admin screen, so new paid orders appear without a reload. */
export const GET = handle(listBoardOrders, async ({ query, auth }) => ({
  data: (await readBoard(query.q)).map((order) => presentBoardOrder(order, auth.role)),
  message: "Orders",
}));
