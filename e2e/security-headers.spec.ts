import { expect, test } from "./support/fixtures";

// The security headers as the built app sends them: a strict CSP with a fresh nonce on every
// page and on every script of it, and CORS on /api/* for the origins in CORS_ORIGINS
// (playwright.config.ts lists LISTED_ORIGIN).

const LISTED_ORIGIN = "https://app.example.co.uk";
const FOREIGN_ORIGIN = "https://evil.example";
const PAGES = ["/", "/order", "/restaurant", "/auth", "/terms", "/admin/sigIn", "/no-such-page"];

const nonceOf = (csp: string | undefined) => /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(csp ?? "")?.[1];

test.describe("[SEC] Content Security Policy", () => {
  for (const path of PAGES) {
    test(`${path}: a fresh nonce per response, on every script tag`, async ({ request }) => {
      const first = await request.get(path);
      const second = await request.get(path);
      const csp = first.headers()["content-security-policy"];
      const nonce = nonceOf(csp);
      expect(nonce, csp).toBeTruthy();
      expect(nonceOf(second.headers()["content-security-policy"])).not.toBe(nonce);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain("unsafe-eval");
      // No Razorpay keys here: styles are held to the nonce too.
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).not.toContain("unsafe-inline");

      const scripts = (await first.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
      const styles = (await first.text()).match(/<style\b[^>]*>/g) ?? [];
      expect(styles.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
      expect(first.headers()["permissions-policy"]).toContain("camera=()");
    });
  }

  test("in the browser, the page's scripts carry the header's nonce and an injected handler is refused", async ({
    page,
    securityPolicyViolations,
  }) => {
    const response = await page.goto("/order");
    const nonce = nonceOf(response?.headers()["content-security-policy"]);
    // Browsers hide the nonce attribute from the DOM; the property keeps it.
    const nonces = await page.evaluate(() => [...document.scripts].map((script) => script.nonce));
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));

    // Injected markup with an inline handler, the usual shape of an XSS: refused and reported.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML("beforeend", `<img alt="" src="data:," onerror="window.__injected = true">`);
    });
    // Both channels of the watch catch it: the page's event and the browser's console.
    await expect
      .poll(() => ({
        event: securityPolicyViolations.some((line) => line.includes("enforce script-src-attr blocked inline")),
        console: securityPolicyViolations.some((line) => line.startsWith("console error")),
      }))
      .toEqual({ event: true, console: true });
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
    // Provoked on purpose: the watch must not fail this test for it.
    securityPolicyViolations.length = 0;
  });
});

test.describe("[SEC] CORS on /api/*", () => {
  test("a listed origin's preflight gets 204 with the methods and headers it may use", async ({ request }) => {
    const res = await request.fetch("/api/cart/addCart", {
      method: "OPTIONS",
      headers: { Origin: LISTED_ORIGIN, "Access-Control-Request-Method": "PATCH", "Access-Control-Request-Headers": "authorization" },
    });
    expect(res.status()).toBe(204);
    const headers = res.headers();
    expect(headers["access-control-allow-origin"]).toBe(LISTED_ORIGIN);
    expect(headers["access-control-allow-credentials"]).toBe("true");
    expect(headers["access-control-allow-methods"]).toBe("GET, POST, PATCH, PUT, DELETE");
    expect(headers["access-control-allow-headers"]).toBe("Authorization, Content-Type");
    expect(headers["vary"]).toContain("Origin");
  });

  test("a foreign origin gets no CORS header, on a preflight or a call", async ({ request }) => {
    const preflight = await request.fetch("/api/cart/addCart", {
      method: "OPTIONS",
      headers: { Origin: FOREIGN_ORIGIN, "Access-Control-Request-Method": "POST" },
    });
    const call = await request.get("/api/promotions", { headers: { Origin: FOREIGN_ORIGIN } });
    for (const res of [preflight, call]) {
      expect(Object.keys(res.headers()).filter((name) => name.startsWith("access-control-"))).toEqual([]);
    }
  });

  test("a listed origin's call reaches the route and gets its answer with CORS headers", async ({ request }) => {
    const res = await request.get("/api/promotions", { headers: { Origin: LISTED_ORIGIN } });
    expect(res.status()).toBe(200);
    expect((await res.json()).success).toBe(true);
    expect(res.headers()["access-control-allow-origin"]).toBe(LISTED_ORIGIN);
    expect(res.headers()["access-control-allow-credentials"]).toBe("true");
    expect(res.headers()["content-security-policy"]).toBeUndefined();
  });

  test("the admin API never allows credentials to another origin", async ({ request }) => {
    for (const path of ["/api/adminauth/orders", "/api/admin/foodcategorydatashow"]) {
      const preflight = await request.fetch(path, {
        method: "OPTIONS",
        headers: { Origin: LISTED_ORIGIN, "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "authorization" },
      });
      expect(preflight.headers()["access-control-allow-origin"]).toBe(LISTED_ORIGIN);
      const call = await request.get(path, { headers: { Origin: LISTED_ORIGIN } });
      expect(call.headers()["access-control-allow-origin"]).toBe(LISTED_ORIGIN);
      for (const res of [preflight, call]) expect(res.headers()["access-control-allow-credentials"]).toBeUndefined();
    }
  });
});
