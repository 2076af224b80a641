import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { cookieNameFor, decodeSessionCookie, type CookieClaims } from "../platform/http";
import { findSessionById, findSessionByToken, type ActiveSession } from "./sessions";

/** What route handlers need of a request: its headers and cookies. */
export type RequestLike = {
  headers: Headers;
  cookies: { get(name: string): { value: string } | undefined };
};

function bearerToken(headers: Headers): string | null {
  const header = headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

function hasRole(session: ActiveSession | null, role: CookieClaims["role"]): session is ActiveSession {
  return !!session && (role === "admin" ? !!session.adminId : !!session.customerId);
}

/**
 * The live session of the given role that a request carries: `Authorization: Bearer
 * <authToken>` (the spec's clients), else the httpOnly cookie of that role. One browser may
 * hold a customer's token and an admin's cookie at once; each role finds its own.
 */
export async function findRequestSession(req: RequestLike, role: CookieClaims["role"]): Promise<ActiveSession | null> {
  const bearer = bearerToken(req.headers);
  if (bearer) {
    const session = await findSessionByToken(bearer);
    if (hasRole(session, role)) return session;
  }
  const claims = await decodeSessionCookie(req.cookies.get(cookieNameFor(role))?.value);
  if (!claims || claims.role !== role) return null;
  const session = await findSessionById(claims.sid);
  return hasRole(session, role) ? session : null;
}

export type CustomerAuth = { sessionId: string; customerId: string };

/** The signed-in customer, or a 401. */
export async function requireCustomer(req: RequestLike): Promise<CustomerAuth> {
  const auth = await findCustomer(req);
  if (!auth) throw new AppError("UNAUTHENTICATED", "User not authorised! Please sign in.");
  return auth;
}

export async function findCustomer(req: RequestLike): Promise<CustomerAuth | null> {
  const session = await findRequestSession(req, "customer");
  if (!session?.customerId) return null;
  return { sessionId: session.id, customerId: session.customerId };
}

export type AdminAuth = { sessionId: string; adminId: string };

/** The signed-in admin: 401 without a session, 403 for a customer's. */
export async function requireAdmin(req: RequestLike): Promise<AdminAuth> {
  const session = await findRequestSession(req, "admin");
  if (session?.adminId) return { sessionId: session.id, adminId: session.adminId };
  if (await findRequestSession(req, "customer")) throw new AppError("FORBIDDEN", "Admins only.");
  throw new AppError("UNAUTHENTICATED", "Please sign in as an admin.");
}

export async function loadCustomerProfile(customerId: string) {
  return getDb().customer.findUnique({
    where: { id: customerId },
    select: { id: true, username: true, email: true, imagePath: true, isVerified: true, contactName: true, phone: true },
  });
}
