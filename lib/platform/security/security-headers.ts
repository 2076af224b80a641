import { nosecone, type CspDirectives, type HostSource } from "nosecone";
import { originOf } from "./origins";

// The headers of every page (proxy.ts puts them on each page response). The Content Security
// Policy is strict for scripts: only scripts carrying this response's nonce run, and what they
// load ('strict-dynamic'); no inline handler, no eval outside development, no plug-in, no
// <base>, no framing. Styles are held to the nonce as well, but for Razorpay's window and
// `next dev` (decision 013 says why). Headers that do not
// depend on the request (X-Content-Type-Options, Referrer-Policy, X-Frame-Options) are set for
// every path in next.config.ts (shared.ts).

/**
 * What Razorpay Checkout needs, as Razorpay lists it for its own plug-ins: checkout.js and the
 * scripts it loads, its payment window (a frame on api.razorpay.com), its logging endpoints and
 * its pictures. Allowed only when real keys are set; the test payment mode needs none of it.
 */
export const RAZORPAY_CHECKOUT_SOURCES = {
  script: ["https://checkout.razorpay.com", "https://cdn.razorpay.com"],
  frame: ["https://api.razorpay.com"],
  connect: ["https://lumberjack.razorpay.com", "https://lumberjack-metrics.razorpay.com"],
  img: ["https://cdn.razorpay.com"],
} as const;

/**
 * What Stripe.js needs for the Payment Element and the Express Checkout Element, as Stripe's
 * integration security guide lists it: its script, its frames (the card fields, wallets and
 * 3-D Secure on hooks.stripe.com) and its API. Allowed only when Stripe's keys are set (decision 030).
 */
export const STRIPE_JS_SOURCES = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
} as const;

/** Two years, as HSTS preload lists ask; subdomains included. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

export type TPageSecurityInput = {
  /** This response's nonce (see createNonce). */
  nonce: string;
  /** `next dev`: React needs eval there to rebuild server error stacks. */
  isDevelopment: boolean;
  /** APP_URL: https turns on HSTS and upgrade-insecure-requests. */
  appUrl: string;
  /** MEDIA_BASE_URL, when pictures come from another origin. */
  mediaBaseUrl?: string;
  /** Real Razorpay keys are set (not the test payment mode). */
  isRazorpayEnabled: boolean;
  /** Stripe's keys are set: the checkout loads Stripe.js. */
  isStripeEnabled?: boolean;
};

// nosecone's host type is a template that a runtime string cannot satisfy by itself.
const asHosts = (origins: readonly string[]) => origins as readonly HostSource[];

export function buildContentSecurityPolicyDirectives(input: TPageSecurityInput): CspDirectives {
  const razorpay = input.isRazorpayEnabled ? RAZORPAY_CHECKOUT_SOURCES : null;
  const stripe = input.isStripeEnabled ? STRIPE_JS_SOURCES : null;
  const frames = [...(razorpay?.frame ?? []), ...(stripe?.frame ?? [])];
  // Pictures are absolute URLs built from APP_URL or MEDIA_BASE_URL, so both origins serve them
  // even when the page was reached under another name (127.0.0.1 for localhost).
  const pictureOrigins = [
    ...new Set([input.appUrl, input.mediaBaseUrl].filter((url) => url !== undefined).map(originOf)),
  ];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [
      `'nonce-${input.nonce}'`,
      "'strict-dynamic'",
      // Only browsers without 'strict-dynamic' (CSP 2) read these; the others ignore them.
      "'self'",
      ...asHosts(razorpay?.script ?? []),
      ...asHosts(stripe?.script ?? []),
      ...(input.isDevelopment ? (["'unsafe-eval'"] as const) : []),
    ],
    // Inline styles need the nonce too, except where a nonce cannot be had: `next dev` injects
    // its styles itself, and Razorpay's checkout.js inserts its own styled window (decision 013).
    styleSrc: input.isDevelopment || razorpay ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${input.nonce}'`],
    imgSrc: ["'self'", "data:", "blob:", ...asHosts(pictureOrigins), ...asHosts(razorpay?.img ?? [])],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...asHosts(razorpay?.connect ?? []), ...asHosts(stripe?.connect ?? [])],
    // The staff's service worker (web push, decision 032) is this origin's own script.
    workerSrc: ["'self'"],
    frameSrc: frames.length ? asHosts(frames) : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: isHttps(input.appUrl),
  };
}

/**
 * Features no page uses are switched off; the Payment Request API (Apple Pay, Google Pay) only
 * for the payment frames that are on: Razorpay's window, Stripe's wallet buttons.
 */
export function buildPermissionsPolicy(
  input: Pick<TPageSecurityInput, "isRazorpayEnabled" | "isStripeEnabled">,
): string {
  const origins = [
    ...(input.isRazorpayEnabled ? RAZORPAY_CHECKOUT_SOURCES.frame : []),
    ...(input.isStripeEnabled ? ["https://js.stripe.com"] : []),
  ];
  const payment = origins.length ? `(self ${origins.map((o) => `"${o}"`).join(" ")})` : "()";
  return ["camera=()", "microphone=()", "geolocation=()", "usb=()", `payment=${payment}`].join(", ");
}

export function buildPageSecurityHeaders(input: TPageSecurityInput): Headers {
  const headers = nosecone({
    contentSecurityPolicy: { directives: buildContentSecurityPolicyDirectives(input) },
    // require-corp would block Razorpay's frame and pictures from a MEDIA_BASE_URL without CORP.
    crossOriginEmbedderPolicy: false,
    // Razorpay opens bank and 3-D Secure pages in pop-ups that report back to its window; Stripe's
    // Google Pay and Link open theirs.
    crossOriginOpenerPolicy: {
      policy: input.isRazorpayEnabled || input.isStripeEnabled ? "same-origin-allow-popups" : "same-origin",
    },
    crossOriginResourcePolicy: { policy: "same-origin" },
    strictTransportSecurity: isHttps(input.appUrl)
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true, preload: false }
      : false,
    // Set for every path in next.config.ts.
    referrerPolicy: false,
    xContentTypeOptions: false,
    xFrameOptions: false,
  });
  headers.set("Permissions-Policy", buildPermissionsPolicy(input));
  return headers;
}

function isHttps(url: string): boolean {
  return url.startsWith("https://");
}
