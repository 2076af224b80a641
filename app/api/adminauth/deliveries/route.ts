import { listDeliveries } from "@/lib/api/admin/deliveries/contract";
import { presentDelivery } from "@/lib/api/admin/deliveries/present";
import { handle } from "@/lib/api/handle";
import { listDeliveries as readDeliveries } from "@/lib/ordering";

export const GET = handle(listDeliveries, async () => ({
  data: { deliveries: (await readDeliveries()).map(presentDelivery) },
  message: "Out for delivery",
}));
