import "server-only";
import { getDb } from "@/lib/platform/db";
import { listActiveZones } from "@/lib/shop";
import { addressSelect, withZone, type SavedAddress } from "./addresses";

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
