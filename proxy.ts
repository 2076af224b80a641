import { nodeEnv } from "@/lib/platform/config/shared";
import { NextResponse, type NextRequest } from "next/server";
import { cookieNameFor, decodeSessionCookie, type CookieClaims } from "@/lib/platform/http";
import { shopDataGeneration } from "@/lib/platform/cache";
import { getConfig } from "@/lib/platform/config";
import { PRERENDERED_PREFIX, isPrerenderedPage, prerenderedPathFor } from "@/lib/menu/shared";
import { createNonce, buildPageSecurityHeaders } from "@/lib/platform/security";

// Runs before every page (not /api/*: Next.js copies the body of every request a proxy runs
// for, up to 10 MB twice, before the route has looked at it; CORS for /api/* is the app
// server's, server/app-server.ts, decision 024):
//  - the security headers with a fresh CSP nonce (lib/platform/security/security-headers.ts),
//    also handed to Next.js on the request so that it puts the nonce on its scripts (a page
//    served from the page cache gets it from server/page-nonce.ts instead);
//  - the cached storefront pages: /, /order and /restaurant are served from the internal
//    /prerendered/<page>/<view> routes, whose view segment holds what the query string asked
//    for (lib/menu/storefront-views.ts, decision 021), under the shop's data generation, so that
//    no page cached before an admin write is served after it (decision 078); those routes are
//    not public;
//  - and the request guard: signed-out visitors of customer-only pages go to /auth, of admin
//    pages to /admin/sigIn, and come back after signing in. It only checks that the cookie is
//    a genuine session token of the right role (cookie names and secret come from lib/accounts, as
//    everywhere else); the pages and every API call check the session itself in the database,
//    so a revoked session is refused there.

const CUSTOMER_ONLY = ["/checkout", "/profile"];

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

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Where a signed-out visitor of this page must sign in first, or null when the page is open. */
async function signInPageFor(req: NextRequest): Promise<string | null> {
  const { pathname } = req.nextUrl;
  if (isUnder(pathname, "/admin")) {
    // The invitation page is how a new member gets a password: they have no session yet.
    if (pathname === "/admin/sigIn" || isUnder(pathname, "/admin/invite") || (await hasSession(req, "admin")))
      return null;
    return "/admin/sigIn";
  }
  if (CUSTOMER_ONLY.some((prefix) => isUnder(pathname, prefix)) && !(await hasSession(req, "customer"))) return "/auth";
  return null;
}

/** Where a page is served from when it is not its own path: a cached storefront view, or a 404. */
async function servedFrom(req: NextRequest): Promise<URL | null> {
  const { pathname, searchParams } = req.nextUrl;
  const url = req.nextUrl.clone();
  if (isUnder(pathname, PRERENDERED_PREFIX)) {
    // Only reachable through the public URLs: no second address for the same page. The bare
    // prefix has no page, so it answers the site's 404.
    url.pathname = PRERENDERED_PREFIX;
    url.search = "";
    return url;
  }
  if (!isPrerenderedPage(pathname)) return null;
  url.pathname = prerenderedPathFor(pathname, searchParams, await shopDataGeneration());
  return url;
}

async function answerPage(req: NextRequest) {
  const config = getConfig();
  const nonce = createNonce();
  const securityHeaders = buildPageSecurityHeaders({
    nonce,
    isDevelopment: nodeEnv() === "development",
    appUrl: config.APP_URL,
    mediaBaseUrl: config.MEDIA_BASE_URL,
    isRazorpayEnabled: Boolean(config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET),
    isStripeEnabled: Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY),
  });

  const signInPage = await signInPageFor(req);
  let response: NextResponse;
  if (signInPage) {
    response = redirectTo(req, signInPage);
  } else {
    // Next.js reads the nonce from the request's CSP header, overwritten so that a client
    // cannot choose it.
    const requestHeaders = new Headers(req.headers);
    requestHeaders.set("content-security-policy", securityHeaders.get("content-security-policy") ?? "");
    const target = await servedFrom(req);
    response = target
      ? NextResponse.rewrite(target, { request: { headers: requestHeaders } })
      : NextResponse.next({ request: { headers: requestHeaders } });
  }
  securityHeaders.forEach((value, key) => response.headers.set(key, value));
  return response;
}

export async function proxy(req: NextRequest) {
  return answerPage(req);
}

export const config = {
  matcher: [
    // Every page, but not the build's static files, pictures, icons, robots.txt or the sitemap:
    // they run no script, and the guard never covered them.
    "/((?!api/|_next/static/|_next/image|media/|menu/|.*\\.(?:svg|png|jpe?g|webp|avif|gif|ico|txt|xml|webmanifest|css|js|map|woff2?)$).*)",
  ],
};
