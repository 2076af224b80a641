import "server-only";
import type { NextResponse } from "next/server";
import { adminCookieName, encodeSessionCookie, sessionCookieOptions } from "@/lib/platform/http";
import { ADMIN_SESSION_SECONDS } from "@/lib/accounts";

// The admin's httpOnly session cookie: how the admin pages know the admin (the spec's client
// keeps the token instead).

export async function setAdminSessionCookie(res: NextResponse, sessionId: string) {
  const claims = { sid: sessionId, role: "admin" } as const;
  res.cookies.set(
    adminCookieName(),
    await encodeSessionCookie(claims, ADMIN_SESSION_SECONDS),
    sessionCookieOptions(ADMIN_SESSION_SECONDS),
  );
}

export function clearAdminSessionCookie(res: NextResponse) {
  res.cookies.set(adminCookieName(), "", { ...sessionCookieOptions(0), maxAge: 0 });
}
