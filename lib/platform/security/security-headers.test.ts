import { describe, expect, it } from "vitest";
import { buildPageSecurityHeaders, type TPageSecurityInput } from "./security-headers";
import { createNonce } from "./nonce";

const BASE: TPageSecurityInput = {
  nonce: "bm9uY2Utb2YtdGhpcy10ZXN0",
  isDevelopment: false,
  appUrl: "http://localhost:3000",
  isRazorpayEnabled: false,
};

/** The policy as directive → sources, as a browser reads it. */
function parseCsp(headers: Headers): Record<string, string[]> {
  const value = headers.get("content-security-policy");
  expect(value).toBeTruthy();
  return Object.fromEntries(
    value!
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...sources] = d.split(/\s+/);
        return [name, sources];
      }),
  );
}

describe("the pages' Content Security Policy", () => {
  it("is strict for scripts: this response's nonce and what it loads, nothing inline, no eval", () => {
    const csp = parseCsp(buildPageSecurityHeaders(BASE));
    expect(csp["script-src"]).toEqual([`'nonce-${BASE.nonce}'`, "'strict-dynamic'", "'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["frame-src"]).toEqual(["'none'"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["font-src"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(csp["style-src"]).toEqual(["'self'", `'nonce-${BASE.nonce}'`]);
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:", "http://localhost:3000"]);
    expect(csp).not.toHaveProperty("upgrade-insecure-requests");
    for (const sources of Object.values(csp)) {
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources.some((s) => s.includes("razorpay"))).toBe(false);
    }
    expect(Object.keys(csp).filter((d) => d.startsWith("script-src"))).toEqual(["script-src"]);
  });

  it("allows eval and inline styles in development only, where React and Next.js need them", () => {
    const csp = parseCsp(buildPageSecurityHeaders({ ...BASE, isDevelopment: true }));
    expect(csp["script-src"]).toContain("'unsafe-eval'");
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
    expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("allows exactly Razorpay Checkout's script, frame, logging and pictures when real keys are set", () => {
    const csp = parseCsp(buildPageSecurityHeaders({ ...BASE, isRazorpayEnabled: true }));
    expect(csp["script-src"]).toEqual([
      `'nonce-${BASE.nonce}'`,
      "'strict-dynamic'",
      "'self'",
      "https://checkout.razorpay.com",
      "https://cdn.razorpay.com",
    ]);
    expect(csp["frame-src"]).toEqual(["https://api.razorpay.com"]);
    expect(csp["connect-src"]).toEqual([
      "'self'",
      "https://lumberjack.razorpay.com",
      "https://lumberjack-metrics.razorpay.com",
    ]);
    expect(csp["img-src"]).toContain("https://cdn.razorpay.com");
    // checkout.js inserts its window's styles without our nonce; scripts stay strict.
    expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
  });

  it("allows exactly Stripe.js's script, frames and API when Stripe is on, keeping styles to the nonce", () => {
    const csp = parseCsp(buildPageSecurityHeaders({ ...BASE, isStripeEnabled: true }));
    expect(csp["script-src"]).toEqual([
      `'nonce-${BASE.nonce}'`,
      "'strict-dynamic'",
      "'self'",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
    ]);
    expect(csp["frame-src"]).toEqual(["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"]);
    expect(csp["connect-src"]).toEqual(["'self'", "https://api.stripe.com"]);
    expect(csp["style-src"]).toEqual(["'self'", `'nonce-${BASE.nonce}'`]);
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:", "http://localhost:3000"]);
    // Off: not a trace of Stripe.
    for (const sources of Object.values(parseCsp(buildPageSecurityHeaders(BASE))))
      expect(sources.some((s) => s.includes("stripe"))).toBe(false);
    // Both on: each keeps its own sources.
    const both = parseCsp(buildPageSecurityHeaders({ ...BASE, isStripeEnabled: true, isRazorpayEnabled: true }));
    expect(both["frame-src"]).toEqual([
      "https://api.razorpay.com",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
      "https://hooks.stripe.com",
    ]);
  });

  it("lets pictures come from MEDIA_BASE_URL's origin", () => {
    const csp = parseCsp(buildPageSecurityHeaders({ ...BASE, mediaBaseUrl: "https://cdn.example.com/shop-media" }));
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:", "http://localhost:3000", "https://cdn.example.com"]);
  });

  it("upgrades insecure requests on an https site only", () => {
    const csp = parseCsp(buildPageSecurityHeaders({ ...BASE, appUrl: "https://pizza.example.co.uk" }));
    expect(csp).toHaveProperty("upgrade-insecure-requests");
  });
});

describe("the pages' other security headers", () => {
  it("sends Strict-Transport-Security (two years, subdomains) only when APP_URL is https", () => {
    const https = buildPageSecurityHeaders({ ...BASE, appUrl: "https://pizza.example.co.uk" });
    expect(https.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(buildPageSecurityHeaders(BASE).has("strict-transport-security")).toBe(false);
  });

  it("switches off features no page uses; payment only for Razorpay's frame when it is on", () => {
    expect(buildPageSecurityHeaders(BASE).get("permissions-policy")).toBe(
      "camera=(), microphone=(), geolocation=(), usb=(), payment=()",
    );
    expect(buildPageSecurityHeaders({ ...BASE, isRazorpayEnabled: true }).get("permissions-policy")).toBe(
      'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://api.razorpay.com")',
    );
    // Stripe's wallet buttons (Apple Pay, Google Pay) ask for the Payment Request API in its frame.
    expect(buildPageSecurityHeaders({ ...BASE, isStripeEnabled: true }).get("permissions-policy")).toBe(
      'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")',
    );
  });

  it("isolates the browsing context, letting Razorpay's pop-ups report back when it is on", () => {
    expect(buildPageSecurityHeaders(BASE).get("cross-origin-opener-policy")).toBe("same-origin");
    expect(buildPageSecurityHeaders({ ...BASE, isRazorpayEnabled: true }).get("cross-origin-opener-policy")).toBe(
      "same-origin-allow-popups",
    );
    expect(buildPageSecurityHeaders({ ...BASE, isStripeEnabled: true }).get("cross-origin-opener-policy")).toBe(
      "same-origin-allow-popups",
    );
    const headers = buildPageSecurityHeaders(BASE);
    expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(headers.has("cross-origin-embedder-policy")).toBe(false);
  });

  it("leaves the headers next.config.ts sets on every path to it, so none is sent twice", () => {
    const headers = buildPageSecurityHeaders(BASE);
    for (const name of ["x-content-type-options", "referrer-policy", "x-frame-options"])
      expect(headers.has(name)).toBe(false);
  });
});

describe("createNonce", () => {
  it("makes a fresh base64 value of 128 bits every time", () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    }
  });
});
