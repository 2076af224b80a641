import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";

/**
 * Removes one of the customer's own saved addresses: a move, a typo, or room under the most they
 * may keep (add-address.ts). Orders keep the address they were delivered to (their own copy); a
 * basket that had it chosen has none chosen (the foreign key's SET NULL), and the checkout asks
 * for one again. Another customer's address is not found, as if it did not exist.
 */
export async function removeAddress(customerId: string, addressId: string): Promise<void> {
  const { count } = await getDb().address.deleteMany({ where: { id: addressId, customerId } });
  if (count === 0) throw AppError.notFound("Address");
}
