import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/http/app-error";

export const MAX_ADDRESSES = 20;

export async function addAddress(customerId: string, text: string) {
  const db = getDb();
  if ((await db.address.count({ where: { customerId } })) >= MAX_ADDRESSES) {
    throw AppError.invalidInput(`You can keep at most ${MAX_ADDRESSES} addresses.`, {
      address: `You can keep at most ${MAX_ADDRESSES} addresses.`,
    });
  }
  return db.address.create({ data: { customerId, text }, select: { id: true, text: true } });
}

/** The customer's addresses, newest first, marking the one chosen for delivery. */
export async function listAddresses(customerId: string) {
  const db = getDb();
  const [addresses, basket] = await Promise.all([
    db.address.findMany({ where: { customerId }, orderBy: { createdAt: "desc" }, select: { id: true, text: true } }),
    db.basket.findUnique({ where: { customerId }, select: { addressId: true } }),
  ]);
  return addresses.map((a) => ({ ...a, selected: a.id === basket?.addressId }));
}

/** Chooses a delivery address for the customer's basket: only one of their own. */
export async function selectAddress(customerId: string, addressId: string) {
  const db = getDb();
  const address = await db.address.findFirst({ where: { id: addressId, customerId }, select: { id: true, text: true } });
  if (!address) throw AppError.notFound("Address");
  await db.basket.upsert({
    where: { customerId },
    update: { addressId },
    create: { customerId, addressId },
  });
  return address;
}
