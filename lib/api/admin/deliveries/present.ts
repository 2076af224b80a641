import "server-only";
import { formatUkPhone } from "@/lib/accounts/shared";
import { orderNumber, type Delivery } from "@/lib/ordering";
import { toMajor } from "@/lib/platform/money";
import type { TDeliveryDto } from "./contract";

export function presentDelivery(d: Delivery): TDeliveryDto {
  return {
    _id: d.id,
    orderNumber: orderNumber(d),
    promisedAt: d.promisedAt?.toISOString() ?? null,
    address: d.deliveryAddress,
    postcode: d.deliveryPostcode,
    contactName: d.contactName,
    phone: d.contactPhone ? formatUkPhone(d.contactPhone) : null,
    riderNotes: d.riderNotes,
    items: d.lineCount,
    due: toMajor(d.duePence),
    currency: d.currency,
  };
}
