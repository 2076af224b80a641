import "server-only";
import type { NextResponse } from "next/server";
import { customerCookieName, encodeSessionCookie, sessionCookieOptions } from "@/lib/platform/http";
import { CUSTOMER_SESSION_SECONDS } from "@/lib/accounts";

// The customer's httpOnly session cookie: how this app's own pages (and proxy.ts) know the
// customer. Set only when those pages ask for it at sign-in; the spec's clients keep the
// bearer token instead, which they can forget.

export async function setCustomerSessionCookie(res: NextResponse, sessionId: string) {
  const claims = { sid: sessionId, role: "customer" } as const;
  res.cookies.set(
    customerCookieName(),
    await encodeSessionCookie(claims, CUSTOMER_SESSION_SECONDS),
    sessionCookieOptions(CUSTOMER_SESSION_SECONDS),
  );
}

export function clearCustomerSessionCookie(res: NextResponse) {
  res.cookies.set(customerCookieName(), "", { ...sessionCookieOptions(0), maxAge: 0 });
}
