import { listDeliveries } from "@/lib/api/admin/deliveries/contract";
import { handle } from "@/lib/api/handle";
import { formatUkPhone } from "@/lib/accounts/shared";
import { toMajor } from "@/lib/platform/money";
import { listDeliveries as readDeliveries, orderNumber } from "@/lib/ordering";

export const GET = handle(listDeliveries, async () => ({
  data: {
    deliveries: (await readDeliveries()).map((d) => ({
      _id: d.id,
      orderNumber: orderNumber(d.id),
      promisedAt: d.promisedAt?.toISOString() ?? null,
      address: d.deliveryAddress,
      postcode: d.deliveryPostcode,
      contactName: d.contactName,
      phone: d.contactPhone ? formatUkPhone(d.contactPhone) : null,
      riderNotes: d.riderNotes,
      items: d.lineCount,
      due: toMajor(d.duePence),
      currency: d.currency,
    })),
  },
  message: "Out for delivery",
}));
