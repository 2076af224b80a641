import { deleteZone, updateZone } from "@/lib/api/admin/zones/contract";
import { presentZone, toZoneInput } from "@/lib/api/admin/zones/present";
import { handle } from "@/lib/api/handle";
import { deleteZone as remove, updateZone as update } from "@/lib/shop";

export const PATCH = handle(updateZone, async ({ params, body }) => ({
  data: presentZone(await update(params.id, toZoneInput(body))),
  message: "Delivery zone updated",
}));

/** Orders keep the zone's name; addresses it covered can no longer be delivered to. */
export const DELETE = handle(deleteZone, async ({ params }) => {
  await remove(params.id);
  return { data: null, message: "Delivery zone deleted" };
});
