import "server-only";
import type { NextResponse } from "next/server";
import {
  findCustomerOrDeadToken,
  type RequestLike,
  generateToken,
  hashToken,
  SIGN_IN_NEEDED_MESSAGE,
} from "@/lib/accounts";
import { findBasketId, type BasketOwner } from "@/lib/ordering";
import { getConfig } from "@/lib/platform/config";
import { AppError } from "@/lib/platform/errors";
import { TOKEN_REJECTED } from "../../fetch";

// Whose basket a request means: the signed-in customer's, else the visitor's, known by a random
// secret in an httpOnly cookie (the database keeps only its hash). A request with a bearer token
// that no longer signs anyone in is neither: it is refused with the spec's 401 (decision 108),
// marked so that this app's pages drop the token and ask again as the visitor (lib/api/fetch.ts).

export const VISITOR_COOKIE = "basket_token";
const VISITOR_COOKIE_SECONDS = 30 * 24 * 3600;

export type RequestBasketOwner = {
  owner: BasketOwner;
  /** Set on the answer when it is new. */ newVisitorToken?: string;
};

/** The visitor secret's hash, when the request carries one. */
export function visitorTokenHashOf(req: RequestLike): string | null {
  const token = req.cookies.get(VISITOR_COOKIE)?.value;
  return token ? hashToken(token) : null;
}

export async function basketOwnerOf(req: RequestLike, options: { create: true }): Promise<RequestBasketOwner>;
export async function basketOwnerOf(req: RequestLike, options: { create: false }): Promise<RequestBasketOwner | null>;
export async function basketOwnerOf(
  req: RequestLike,
  options: { create: boolean },
): Promise<RequestBasketOwner | null> {
  const { auth: customer, hasDeadToken } = await findCustomerOrDeadToken(req);
  if (customer) return { owner: { customerId: customer.customerId } };
  if (hasDeadToken) {
    throw new AppError("UNAUTHENTICATED", SIGN_IN_NEEDED_MESSAGE, undefined, { data: { [TOKEN_REJECTED]: true } });
  }
  const hash = visitorTokenHashOf(req);
  if (hash) return { owner: { visitorTokenHash: hash } };
  if (!options.create) return null;
  const fresh = generateToken();
  return { owner: { visitorTokenHash: hashToken(fresh) }, newVisitorToken: fresh };
}

export function rememberVisitor(res: NextResponse, { newVisitorToken }: RequestBasketOwner) {
  if (!newVisitorToken) return;
  res.cookies.set(VISITOR_COOKIE, newVisitorToken, {
    httpOnly: true,
    sameSite: "lax",
    secure: getConfig().APP_URL.startsWith("https://"),
    path: "/",
    maxAge: VISITOR_COOKIE_SECONDS,
  });
}

export function forgetVisitor(res: NextResponse) {
  res.cookies.set(VISITOR_COOKIE, "", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 0 });
}

/** Whose basket the request means, if it can have one without a new visitor secret. */
export async function requestBasketOwner(req: RequestLike): Promise<BasketOwner | null> {
  return (await basketOwnerOf(req, { create: false }))?.owner ?? null;
}

/** The id of the basket the request means, if it has one yet. */
export async function requestBasketId(req: RequestLike): Promise<string | null> {
  const owner = await requestBasketOwner(req);
  return owner ? findBasketId(owner, false) : null;
}
