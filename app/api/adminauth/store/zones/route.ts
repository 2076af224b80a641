import { createZone, listZones } from "@/lib/api/admin/zones/contract";
import { presentZone, toNewZoneInput } from "@/lib/api/admin/zones/present";
import { handle } from "@/lib/api/handle";
import { listZones as list, createZone as create } from "@/lib/shop";

export const GET = handle(listZones, async () => ({
  data: (await list()).map(presentZone),
  message: "Delivery zones",
}));

export const POST = handle(createZone, async ({ body }) => {
  const { id, ...zone } = await create(toNewZoneInput(body));
  return {
    data: presentZone({ id, ...zone }),
    message: "Delivery zone created",
    status: 201,
    audit: {
      action: "store.zone.create",
      targetType: "deliveryZone",
      targetId: id,
      targetName: zone.name,
      after: zone,
    },
  };
});
