import { listBoardOrders } from "@/lib/admin/orders-board";
import { allowedNextStatuses } from "@/lib/admin/order-status";
import { requireAdmin } from "@/lib/auth/request-auth";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { presentAdminOrder } from "@/lib/orders/present";

/** The orders board: polled by the admin screen, so new paid orders appear without a reload. */
export const GET = route(async (req) => {
  await requireAdmin(req);
  const orders = await listBoardOrders();
  return ok(
    orders.map((o) => ({
      ...presentAdminOrder(o),
      placedAt: o.placedAt?.toISOString() ?? null,
      customer: { _id: o.customer.id, username: o.customer.username, email: o.customer.email },
      nextStatuses: allowedNextStatuses(o.status),
    })),
    "Orders",
  );
});
