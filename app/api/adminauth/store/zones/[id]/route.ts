import { deleteZone, updateZone } from "@/lib/api/admin/zones/contract";
import { presentZone, toZoneInput } from "@/lib/api/admin/zones/present";
import { handle } from "@/lib/api/handle";
import { deleteZone as remove, updateZone as update } from "@/lib/shop";
import type { DeliveryZone } from "@/lib/shop/shared";

/** A zone's values for the audit trail: its id is the entry's target. */
const valuesOf = ({ id: _id, ...values }: DeliveryZone) => values;

export const PATCH = handle(updateZone, async ({ params, body }) => {
  const { before, zone } = await update(params.id, toZoneInput(body));
  return {
    data: presentZone(zone),
    message: "Delivery zone updated",
    audit: {
      action: "store.zone.update",
      targetType: "deliveryZone",
      targetId: zone.id,
      targetName: zone.name,
      before: valuesOf(before),
      after: valuesOf(zone),
    },
  };
});

/** Orders keep the zone's name; addresses it covered can no longer be delivered to. */
export const DELETE = handle(deleteZone, async ({ params }) => {
  const { id, ...zone } = await remove(params.id);
  return {
    data: null,
    message: "Delivery zone deleted",
    audit: {
      action: "store.zone.delete",
      targetType: "deliveryZone",
      targetId: id,
      targetName: zone.name,
      before: zone,
    },
  };
});
