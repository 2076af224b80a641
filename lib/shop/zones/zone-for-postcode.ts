import "server-only";
import { parsePostcode } from "@/lib/platform/uk-postcode";
import { listActiveZones } from "./list-zones";
import { matchZone } from "./match-zone";
import type { DeliveryZone } from "./zone-types";

/** The active zone delivering to a postcode (full or outward code), or null. */
export async function zoneForPostcode(postcode: string | null, zones?: DeliveryZone[]): Promise<DeliveryZone | null> {
  const parsed = postcode ? parsePostcode(postcode) : null;
  if (!parsed) return null;
  return matchZone(parsed.outwardCode, zones ?? (await listActiveZones()));
}
