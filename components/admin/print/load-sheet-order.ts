import "server-only";
import { notFound } from "next/navigation";
import { presentOrderDetail } from "@/lib/api/admin/orders/present";
import { toOrderDetailView } from "@/lib/api/admin/orders/view";
import { loadOrderForAdmin } from "@/lib/ordering";
import { requireAdminPage } from "../session";
import { SHOP_ZONE } from "@/lib/platform/time/shared";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order a ticket or receipt is printed for, or the admin's 404. The page checks the session
 * itself too: a client-side navigation may render it without its layout.
 */
export async function loadSheetOrder(id: string) {
  const admin = await requireAdminPage();
  const order = UUID.test(id) ? await loadOrderForAdmin(id.toLowerCase()) : null;
  if (!order) notFound();
  return toOrderDetailView(presentOrderDetail(order, admin.role));
}

export function formatSheetTime(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: SHOP_ZONE,
  });
}
