import { NextResponse, type NextRequest } from "next/server";
import { cookieNameFor, decodeSessionCookie, type CookieClaims } from "@/lib/auth/cookie";

// The request guard: signed-out visitors of customer-only pages go to /auth, of admin pages
// to /admin/sigIn, and come back after signing in. It only checks that the cookie is a
// genuine session token of the right role (cookie names and secret come from lib/auth, as
// everywhere else); the pages and every API call check the session itself in the database,
// so a revoked session is refused there.

async function hasSession(req: NextRequest, role: CookieClaims["role"]): Promise<boolean> {
  const claims = await decodeSessionCookie(req.cookies.get(cookieNameFor(role))?.value);
  return claims?.role === role;
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
    if (pathname === "/admin/sigIn" || (await hasSession(req, "admin"))) return NextResponse.next();
    return redirectTo(req, "/admin/sigIn");
  }
  if (await hasSession(req, "customer")) return NextResponse.next();
  return redirectTo(req, "/auth");
}

export const config = {
  matcher: ["/checkout/:path*", "/profile/:path*", "/admin/:path*"],
};
