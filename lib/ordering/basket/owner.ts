import "server-only";
import { getDb } from "@/lib/platform/db";

// A basket belongs to a customer, or to a visitor known only by the hash of a random secret
// (spec section 6: visitors can add to a basket). How a request carries that secret (a
// cookie) is the API's business: lib/api/store/cart/visitor.ts.

export type BasketOwner = { customerId: string } | { visitorTokenHash: string };

export function ownerWhere(owner: BasketOwner) {
  return "customerId" in owner ? { customerId: owner.customerId } : { visitorTokenHash: owner.visitorTokenHash };
}

/** The owner's basket id, creating the basket when asked. */
export async function findBasketId(owner: BasketOwner, create: true): Promise<string>;
export async function findBasketId(owner: BasketOwner, create: boolean): Promise<string | null>;
export async function findBasketId(owner: BasketOwner, create: boolean): Promise<string | null> {
  const where = ownerWhere(owner);
  const db = getDb();
  const found = await db.basket.findFirst({ where, select: { id: true } });
  if (found || !create) return found?.id ?? null;
  const created = await db.basket.upsert({
    where: "customerId" in where ? { customerId: where.customerId } : { visitorTokenHash: where.visitorTokenHash },
    update: {},
    create: where,
    select: { id: true },
  });
  return created.id;
}
