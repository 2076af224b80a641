import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cookieNameFor, encodeSessionCookie } from "@/lib/platform/http";
import { tradingDataChanged, tradingGeneration } from "@/lib/platform/cache";
import { reloadConfig } from "@/lib/platform/config";
import { parseOrderView, parseRestaurantView } from "@/lib/menu/shared";
import { proxy, config as proxyConfig } from "@/proxy";

// proxy.ts as Next.js calls it, with the configuration read from the environment.

const APP = "http://localhost:3000";
const LISTED = "https://app.example.co.uk";

let savedEnv: NodeJS.ProcessEnv;
beforeEach(() => {
  savedEnv = { ...process.env };
  process.env.APP_URL = APP;
  process.env.CORS_ORIGINS = `${LISTED},http://localhost:5173`;
  delete process.env.RAZORPAY_KEY_ID;
  delete process.env.RAZORPAY_KEY_SECRET;
  delete process.env.MEDIA_BASE_URL;
  reloadConfig();
});
afterEach(() => {
  process.env = savedEnv;
  reloadConfig();
});

function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new NextRequest(new URL(path, APP), { method: init.method ?? "GET", headers: init.headers });
}

/** The headers proxy.ts hands on to the page renderer (NextResponse.next({ request })). */
function forwardedRequestHeader(res: Response, name: string): string | null {
  return res.headers.get(`x-middleware-request-${name}`);
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

describe("proxy: where it runs", () => {
  // Next.js compiles the matcher as a regular expression of the path.
  const runsFor = (path: string) => proxyConfig.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(path));

  it("runs for pages, never for /api/* (Next.js would copy every body for it; CORS is the app server's)", () => {
    for (const path of ["/", "/order", "/admin/orders", "/order-detail/abc", "/no-such-page"])
      expect(runsFor(path), path).toBe(true);
    for (const path of [
      "/api/cart/addCart",
      "/api/admin/addfoodCategoryitem",
      "/api/auth/session",
      "/media/a.png",
      "/_next/static/x.js",
    ]) {
      expect(runsFor(path), path).toBe(false);
    }
  });
});

describe("proxy: page security headers", () => {
  it("gives each page response its own nonce, on the response's CSP and on the request Next.js renders", async () => {
    const first = await proxy(request("/order"));
    const second = await proxy(request("/order"));
    const csp = first.headers.get("content-security-policy");
    const nonce = nonceOf(csp);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonce);
    expect(csp).toContain("'strict-dynamic'");
    expect(forwardedRequestHeader(first, "content-security-policy")).toBe(csp);
    expect(first.headers.get("permissions-policy")).toContain("camera=()");
    expect(first.headers.has("strict-transport-security")).toBe(false);
  });

  it("overwrites a nonce or policy the client sent", async () => {
    const res = await proxy(request("/", { headers: { "content-security-policy": "script-src 'nonce-chosen'" } }));
    expect(forwardedRequestHeader(res, "content-security-policy")).not.toContain("chosen");
  });

  it("sends HSTS when APP_URL is https, and allows Razorpay only with real keys", async () => {
    process.env.APP_URL = "https://pizza.example.co.uk";
    process.env.RAZORPAY_KEY_ID = "rzp_live_x";
    process.env.RAZORPAY_KEY_SECRET = "secret";
    reloadConfig();
    const res = await proxy(request("/checkout"));
    expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(res.headers.get("content-security-policy")).toContain("frame-src https://api.razorpay.com");
    expect(res.headers.get("permissions-policy")).toContain('payment=(self "https://api.razorpay.com")');
  });
});

describe("proxy: the cached storefront pages", () => {
  const rewrittenTo = (res: Response) => {
    const target = res.headers.get("x-middleware-rewrite");
    return target ? new URL(target).pathname : null;
  };

  it("serves /, /order and /restaurant from their prerendered views, the query folded into one segment", async () => {
    const g = await tradingGeneration();
    expect(rewrittenTo(await proxy(request("/")))).toBe(`/prerendered/home/${g}~_`);
    expect(rewrittenTo(await proxy(request("/order")))).toBe(`/prerendered/order/${g}~_`);
    expect(rewrittenTo(await proxy(request("/restaurant?utm_source=x")))).toBe(`/prerendered/restaurant/${g}~_`);
    const order = rewrittenTo(
      await proxy(request("/order?free=milk,gluten&category=cat123&diet=vegan&q=%20chicken%20")),
    );
    expect(decodeURIComponent(order ?? "")).toBe(
      `/prerendered/order/${g}~category=cat123&q=chicken&diet=vegan&free=gluten%2Cmilk`,
    );
    // The same view whatever the order of the parameters: one cache entry.
    const same = rewrittenTo(await proxy(request("/order?q=chicken&diet=vegan&category=cat123&free=gluten&free=milk")));
    expect(same).toBe(order);
  });

  it("files the pages under the shop's data generation: after a write of the shop's data, none cached before it is asked for", async () => {
    const before = rewrittenTo(await proxy(request("/order?category=cat123&diet=vegan")));
    const home = rewrittenTo(await proxy(request("/")));
    await tradingDataChanged();
    const after = rewrittenTo(await proxy(request("/order?category=cat123&diet=vegan")));
    expect(after).not.toBe(before);
    expect(rewrittenTo(await proxy(request("/")))).not.toBe(home);
    // The page reads the same view from either path (Next hands the segment over decoded).
    const segment = (path: string | null) => decodeURIComponent(path!.split("/").pop()!);
    expect(parseOrderView(segment(after))).toEqual(parseOrderView(segment(before)));
    expect(parseOrderView(segment(after))).toMatchObject({ category: "cat123", q: "" });
    expect(parseRestaurantView(segment(rewrittenTo(await proxy(request("/restaurant?diet=vegan")))))).toEqual(
      parseRestaurantView("diet=vegan"),
    );
  });

  it("drops what no page shows, so junk does not make new cache entries", async () => {
    expect(rewrittenTo(await proxy(request("/order?category=<script>&diet=carnivore&free=glitter")))).toBe(
      `/prerendered/order/${await tradingGeneration()}~_`,
    );
  });

  it("still puts a fresh nonce on the rewritten page", async () => {
    const res = await proxy(request("/order?category=cat123"));
    const csp = res.headers.get("content-security-policy");
    expect(nonceOf(csp)).toBeTruthy();
    expect(forwardedRequestHeader(res, "content-security-policy")).toBe(csp);
  });

  it("does not serve the internal routes at their own address", async () => {
    expect(rewrittenTo(await proxy(request("/prerendered/order/_")))).toBe("/prerendered");
    expect(rewrittenTo(await proxy(request("/prerendered")))).toBe("/prerendered");
  });
});

describe("proxy: the sign-in guard, as before", () => {
  it("sends signed-out visitors of customer pages to /auth and back", async () => {
    for (const path of ["/checkout", "/profile", "/profile/address?tab=2"]) {
      const res = await proxy(request(path));
      expect(res.status).toBe(307);
      const location = new URL(res.headers.get("location")!);
      expect(location.pathname).toBe("/auth");
      expect(location.searchParams.get("next")).toBe(path);
      // A redirect carries the page headers too.
      expect(res.headers.get("content-security-policy")).toContain("'strict-dynamic'");
    }
  });

  it("sends signed-out visitors of admin pages to /admin/sigIn, which stays open", async () => {
    const res = await proxy(request("/admin/orders"));
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/admin/sigIn");
    expect((await proxy(request("/admin/sigIn"))).headers.get("x-middleware-next")).toBe("1");
  });

  it("lets a session of the right role through, and only that role", async () => {
    const customer = await encodeSessionCookie({ sid: "s-1", role: "customer" }, 3600);
    const admin = await encodeSessionCookie({ sid: "s-2", role: "admin" }, 3600);
    const asCustomer = { cookie: `${cookieNameFor("customer")}=${customer}` };
    expect((await proxy(request("/checkout", { headers: asCustomer }))).headers.get("x-middleware-next")).toBe("1");
    expect((await proxy(request("/admin", { headers: asCustomer }))).status).toBe(307);
    const asAdmin = { cookie: `${cookieNameFor("admin")}=${admin}` };
    expect((await proxy(request("/admin/dashboard", { headers: asAdmin }))).headers.get("x-middleware-next")).toBe("1");
    expect((await proxy(request("/profile", { headers: asAdmin }))).status).toBe(307);
  });

  it("leaves open pages open, including ones that merely start like a guarded one", async () => {
    for (const path of ["/checkouts", "/profiles", "/administration"]) {
      expect((await proxy(request(path))).headers.get("x-middleware-next")).toBe("1");
    }
    // The cached storefront pages are open too: served from their prerendered views.
    for (const path of ["/", "/order"]) {
      const res = await proxy(request(path));
      expect(res.status).toBe(200);
      expect(res.headers.get("x-middleware-rewrite")).toContain("/prerendered/");
    }
  });
});
