import "server-only";
import { getDb, isUniqueViolation } from "@/lib/platform/db";
import { ownerWhere, type BasketOwner } from "./owner";

/** The owner's basket id, creating the basket when asked. */
export async function findBasketId(owner: BasketOwner, create: true): Promise<string>;
export async function findBasketId(owner: BasketOwner, create: boolean): Promise<string | null>;
export async function findBasketId(owner: BasketOwner, create: boolean): Promise<string | null> {
  const where = ownerWhere(owner);
  const db = getDb();
  const found = await db.basket.findFirst({ where, select: { id: true } });
  if (found || !create) return found?.id ?? null;
  try {
    const created = await db.basket.upsert({
      where: "customerId" in where ? { customerId: where.customerId } : { visitorTokenHash: where.visitorTokenHash },
      update: {},
      create: where,
      select: { id: true },
    });
    return created.id;
  } catch (err) {
    // Two first adds at once (a double click on an empty basket): Prisma's upsert with nothing to
    // update reads, then inserts, so the second insert meets the first's basket. It is theirs too.
    if (!isUniqueViolation(err)) throw err;
    const made = await db.basket.findFirst({ where, select: { id: true } });
    if (!made) throw err;
    return made.id;
  }
}
