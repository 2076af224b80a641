import "server-only";
import { getDb } from "@/lib/platform/db";
import { listActiveZones, zoneForPostcode } from "@/lib/shop";
import type { DeliveryZone } from "@/lib/shop/shared";
import { AppError } from "@/lib/platform/errors";
import type { AddressInput } from "./address-input";

export const MAX_ADDRESSES = 20;

const addressSelect = {
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

async function withZone<A extends { postcode: string | null }>(
  address: A,
  zones: DeliveryZone[],
): Promise<A & { zone: DeliveryZone | null }> {
  return { ...address, zone: await zoneForPostcode(address.postcode, zones) };
}

export async function addAddress(customerId: string, input: AddressInput): Promise<SavedAddress> {
  const db = getDb();
  if ((await db.address.count({ where: { customerId } })) >= MAX_ADDRESSES) {
    throw AppError.invalidInput(`You can keep at most ${MAX_ADDRESSES} addresses.`, {
      address: `You can keep at most ${MAX_ADDRESSES} addresses.`,
    });
  }
  const saved = await db.address.create({ data: { customerId, ...input }, select: addressSelect });
  return withZone(saved, await listActiveZones());
}

/** The customer's addresses, newest first, marking the one chosen for delivery. */
export async function listAddresses(customerId: string): Promise<(SavedAddress & { selected: boolean })[]> {
  const db = getDb();
  const [addresses, basket, zones] = await Promise.all([
    db.address.findMany({ where: { customerId }, orderBy: { createdAt: "desc" }, select: addressSelect }),
    db.basket.findUnique({ where: { customerId }, select: { addressId: true } }),
    listActiveZones(),
  ]);
  return Promise.all(
    addresses.map(async (a) => ({ ...(await withZone(a, zones)), selected: a.id === basket?.addressId })),
  );
}

/**
 * Chooses a delivery address for the customer's basket: only one of their own. One outside
 * every zone may be chosen (the basket says so); create_order refuses to deliver to it.
 */
export async function selectAddress(customerId: string, addressId: string): Promise<SavedAddress> {
  const db = getDb();
  const address = await db.address.findFirst({ where: { id: addressId, customerId }, select: addressSelect });
  if (!address) throw AppError.notFound("Address");
  await db.basket.upsert({
    where: { customerId },
    update: { addressId },
    create: { customerId, addressId },
  });
  return withZone(address, await listActiveZones());
}
