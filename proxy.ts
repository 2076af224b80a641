import { decode } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";

// The request guard: signed-out visitors of customer-only pages go to /auth, of admin pages
// to /admin/sigIn, and come back after signing in. It only checks that the cookie is a
// genuine session token of the right role; the pages and every API call check the session
// itself in the database, so a revoked session is refused there.

const secure = () => (process.env.APP_URL ?? "").startsWith("https://");
const CUSTOMER_COOKIE = () => (secure() ? "__Secure-next-auth.session-token" : "next-auth.session-token");
const ADMIN_COOKIE = () => (secure() ? "__Secure-storefront.admin-token" : "storefront.admin-token");

async function hasSession(req: NextRequest, cookie: string, role: "customer" | "admin"): Promise<boolean> {
  const value = req.cookies.get(cookie)?.value;
  const secret = process.env.AUTH_SECRET;
  if (!value || !secret) return false;
  try {
    const jwt = await decode({ token: value, secret });
    return jwt?.role === role && typeof jwt.sid === "string";
  } catch {
    return false;
  }
}

function redirectTo(req: NextRequest, path: string) {
  const url = req.nextUrl.clone();
  url.pathname = path;
  url.search = "";
  url.searchParams.set("next", req.nextUrl.pathname + req.nextUrl.search);
  return NextResponse.redirect(url);
}

export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname.startsWith("/admin")) {
    if (pathname === "/admin/sigIn" || (await hasSession(req, ADMIN_COOKIE(), "admin"))) return NextResponse.next();
    return redirectTo(req, "/admin/sigIn");
  }
  if (await hasSession(req, CUSTOMER_COOKIE(), "customer")) return NextResponse.next();
  return redirectTo(req, "/auth");
}

export const config = {
  matcher: ["/checkout/:path*", "/profile/:path*", "/admin/:path*"],
};
