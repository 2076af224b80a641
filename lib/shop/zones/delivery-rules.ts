import "server-only";
import { getDb } from "@/lib/platform/db";
import { listActiveZones } from "./list-zones";
import { cheapestZone } from "./match-zone";
import type { DeliveryZone } from "./zone-types";
import { zoneForPostcode } from "./zone-for-postcode";

export type DeliveryRules = {
  deliveryFeePence: number;
  minimumOrderPence: number;
  /** The zone the figures come from: the address's, or the cheapest before an address is chosen. */
  zone: DeliveryZone | null;
  /** null: no address chosen yet; false: the address is outside every zone. */
  deliverable: boolean | null;
  /** The address's postcode, when there is one. */
  postcode: string | null;
};

/**
 * The fee and minimum of a delivery basket: those of the chosen address's zone. Before an
 * address is chosen, or for one outside every zone, the cheapest zone's figures are shown
 * (decision 015); create_order refuses the latter. No active zone at all: no fee, no minimum,
 * and nothing can be delivered.
 */
export async function deliveryRulesFor(addressId: string | null): Promise<DeliveryRules> {
  const zones = await listActiveZones();
  const address = addressId
    ? await getDb().address.findUnique({ where: { id: addressId }, select: { postcode: true } })
    : null;
  const own = address ? await zoneForPostcode(address.postcode, zones) : null;
  const zone = own ?? cheapestZone(zones);
  return {
    deliveryFeePence: zone?.feePence ?? 0,
    minimumOrderPence: zone?.minimumOrderPence ?? 0,
    zone,
    deliverable: address ? own !== null : null,
    postcode: address?.postcode ?? null,
  };
}
