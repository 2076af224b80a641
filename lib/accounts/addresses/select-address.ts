import "server-only";
import { getDb, isForeignKeyViolation } from "@/lib/platform/db";
import { listActiveZones } from "@/lib/shop";
import { AppError } from "@/lib/platform/errors";
import { addressSelect, withZone, type SavedAddress } from "./addresses";

/**
 * Chooses a delivery address for the customer's basket: only one of their own. One outside
 * every zone may be chosen (the basket says so); create_order refuses to deliver to it.
 */
export async function selectAddress(customerId: string, addressId: string): Promise<SavedAddress> {
  const db = getDb();
  const address = await db.address.findFirst({ where: { id: addressId, customerId }, select: addressSelect });
  if (!address) throw AppError.notFound("Address");
  try {
    await db.basket.upsert({
      where: { customerId },
      update: { addressId },
      create: { customerId, addressId },
    });
  } catch (err) {
    // Removed meanwhile (the profile's Remove, another tab): not found, as had it gone first.
    if (isForeignKeyViolation(err)) throw AppError.notFound("Address");
    throw err;
  }
  return withZone(address, await listActiveZones());
}
