import "server-only";
import { decode, encode } from "next-auth/jwt";
import { getConfig } from "@/lib/platform/config";

// The web session cookie is a next-auth session token (an encrypted JWT) that carries
// only the id of our Session row; every use checks that row, so a signed-out or revoked
// session stops working at once even though the cookie still decrypts.

export type CookieClaims = { sid: string; role: "customer" | "admin" };

function isSecure(): boolean {
  return getConfig().APP_URL.startsWith("https://");
}

export function customerCookieName(): string {
  return isSecure() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

/** Admins get a cookie of their own, so one browser can hold a customer and an admin session. */
export function adminCookieName(): string {
  return isSecure() ? "__Secure-storefront.admin-token" : "storefront.admin-token";
}

export function cookieNameFor(role: CookieClaims["role"]): string {
  return role === "admin" ? adminCookieName() : customerCookieName();
}

export async function encodeSessionCookie(claims: CookieClaims, maxAgeSeconds: number): Promise<string> {
  return encode({
    token: { sub: claims.sid, sid: claims.sid, role: claims.role },
    secret: getConfig().AUTH_SECRET,
    maxAge: maxAgeSeconds,
  });
}

export async function decodeSessionCookie(value: string | undefined): Promise<CookieClaims | null> {
  if (!value) return null;
  try {
    const jwt = await decode({ token: value, secret: getConfig().AUTH_SECRET });
    if (!jwt || typeof jwt.sid !== "string" || (jwt.role !== "customer" && jwt.role !== "admin")) return null;
    return { sid: jwt.sid, role: jwt.role };
  } catch {
    return null; // tampered, or made with another secret
  }
}

export function sessionCookieOptions(maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: isSecure(),
    path: "/",
    maxAge: maxAgeSeconds,
  };
}
