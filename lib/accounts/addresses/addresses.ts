import "server-only";
import { zoneForPostcode } from "@/lib/shop";
import type { DeliveryZone } from "@/lib/shop/shared";

export const addressSelect = {
  id: true,
  text: true,
  line1: true,
  line2: true,
  town: true,
  postcode: true,
  riderNotes: true,
} as const;

/** A saved address with the zone that delivers to it (null: it can be saved, not delivered to). */
export type SavedAddress = {
  id: string;
  text: string;
  line1: string | null;
  line2: string | null;
  town: string | null;
  postcode: string | null;
  riderNotes: string | null;
  zone: DeliveryZone | null;
};

export async function withZone<A extends { postcode: string | null }>(
  address: A,
  zones: DeliveryZone[],
): Promise<A & { zone: DeliveryZone | null }> {
  return { ...address, zone: await zoneForPostcode(address.postcode, zones) };
}
