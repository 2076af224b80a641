import "server-only";
import type { NextResponse } from "next/server";
import { cookieNameFor, encodeSessionCookie, sessionCookieOptions, type CookieClaims } from "./cookie";

export async function setSessionCookie(res: NextResponse, claims: CookieClaims, maxAgeSeconds: number) {
  res.cookies.set(cookieNameFor(claims.role), await encodeSessionCookie(claims, maxAgeSeconds), sessionCookieOptions(maxAgeSeconds));
}

export function clearSessionCookie(res: NextResponse, role: CookieClaims["role"]) {
  res.cookies.set(cookieNameFor(role), "", { ...sessionCookieOptions(0), maxAge: 0 });
}
