import { z } from "zod";
import { ADMIN_STATUSES, changeOrderStatus } from "@/lib/admin/order-status";
import { requireAdmin } from "@/lib/auth/request-auth";
import { readJson } from "@/lib/http/body";
import { parseId } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

const ZStatusSchema = z.object({ status: z.enum(ADMIN_STATUSES, { error: "Choose a status." }) });

export const PATCH = route<{ id: string }>(async (req, { id }) => {
  const { adminId } = await requireAdmin(req);
  const orderId = parseId(id, "order id");
  const { status } = await readJson(req, ZStatusSchema);
  const change = await changeOrderStatus(adminId, orderId, status);
  return ok({ _id: change.orderId, status: change.to }, "Order status updated");
});
