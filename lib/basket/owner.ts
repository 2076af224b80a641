import "server-only";
import type { NextResponse } from "next/server";
import { findCustomer, type RequestLike } from "@/lib/auth/request-auth";
import { generateToken, hashToken } from "@/lib/auth/tokens";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db/client";

// A basket belongs to a customer, or to a visitor known by a random cookie secret
// (spec section 6: visitors can add to a basket). Only a hash of that secret is stored.

export const VISITOR_COOKIE = "basket_token";
const VISITOR_COOKIE_SECONDS = 30 * 24 * 3600;

export type BasketOwner = { customerId: string } | { visitorTokenHash: string; newVisitorToken?: string };

export async function resolveBasketOwner(req: RequestLike, options: { create: boolean }): Promise<BasketOwner | null> {
  const customer = await findCustomer(req);
  if (customer) return { customerId: customer.customerId };
  const token = req.cookies.get(VISITOR_COOKIE)?.value;
  if (token) return { visitorTokenHash: hashToken(token) };
  if (!options.create) return null;
  const fresh = generateToken();
  return { visitorTokenHash: hashToken(fresh), newVisitorToken: fresh };
}

export function ownerWhere(owner: BasketOwner) {
  return "customerId" in owner ? { customerId: owner.customerId } : { visitorTokenHash: owner.visitorTokenHash };
}

/** The owner's basket id, creating the basket when asked. */
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

export function rememberVisitor(res: NextResponse, owner: BasketOwner) {
  if ("newVisitorToken" in owner && owner.newVisitorToken) {
    res.cookies.set(VISITOR_COOKIE, owner.newVisitorToken, {
      httpOnly: true,
      sameSite: "lax",
      secure: getConfig().APP_URL.startsWith("https://"),
      path: "/",
      maxAge: VISITOR_COOKIE_SECONDS,
    });
  }
}

export function forgetVisitor(res: NextResponse) {
  res.cookies.set(VISITOR_COOKIE, "", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 0 });
}
