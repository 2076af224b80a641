import { createZone, listZones } from "@/lib/api/admin/zones/contract";
import { presentZone, toNewZoneInput } from "@/lib/api/admin/zones/present";
import { handle } from "@/lib/api/handle";
import { listZones as list, createZone as create } from "@/lib/shop";

export const GET = handle(listZones, async () => ({
  data: (await list()).map(presentZone),
  message: "Delivery zones",
}));

export const POST = handle(createZone, async ({ body }) => ({
  data: presentZone(await create(toNewZoneInput(body))),
  message: "Delivery zone created",
  status: 201,
}));
