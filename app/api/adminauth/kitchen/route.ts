import { loadKitchenStatus } from "@/lib/alerts";
import { getKitchenStatus } from "@/lib/api/admin/kitchen/contract";
import { presentKitchenStatus } from "@/lib/api/admin/kitchen/present";
import { handle } from "@/lib/api/handle";

export const GET = handle(getKitchenStatus, async ({ auth }) => {
  const status = await loadKitchenStatus(auth.adminId);
  return { data: presentKitchenStatus(status), message: "Kitchen" };
});
