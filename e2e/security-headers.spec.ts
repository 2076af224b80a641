import { Agent, request as httpRequest } from "node:http";
import { E2E_BASE_URL } from "../playwright.config";
import { adminToken } from "./support/admin";
import { ANY_WIDTH, expect, test } from "./support/fixtures";

// The security headers as the built app sends them: a strict CSP with a fresh nonce on every
// page and on every script of it, and CORS on /api/* for the origins in CORS_ORIGINS
// (playwright.config.ts lists LISTED_ORIGIN). Then what the app server does in front of
// Next.js (decision 024): no internal header leaves, a malformed address is a 400, writes from
// another site and bodies of the wrong type or size are refused.

const LISTED_ORIGIN = "https://app.example.co.uk";
const FOREIGN_ORIGIN = "https://evil.example";
const PAGES = ["/", "/order", "/restaurant", "/auth", "/terms", "/admin/sigIn", "/no-such-page"];

const nonceOf = (csp: string | undefined) =>
  /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(csp ?? "")?.[1];

test.describe("[SEC] Content Security Policy", { tag: ANY_WIDTH }, () => {
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
    // Every script the page was sent with carries this response's nonce.
    const sent = [...((await response?.text()) ?? "").matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(sent.length).toBeGreaterThan(0);
    for (const tag of sent) expect(tag).toContain(`nonce="${nonce}"`);
    // In the page, a script without it can only be a chunk of Next's own that one of those loaded
    // later ('strict-dynamic' trusts it). Browsers hide the nonce attribute; the property keeps it.
    const scripts = await page.evaluate(() =>
      [...document.scripts].map((script) => ({ nonce: script.nonce, src: script.getAttribute("src") })),
    );
    for (const script of scripts) {
      if (script.nonce !== nonce) expect(script.src ?? "", "a script without the nonce").toMatch(/^\/_next\/static\//);
    }

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

test.describe("[SEC] CORS on /api/*", { tag: ANY_WIDTH }, () => {
  test("a listed origin's preflight gets 204 with the methods and headers it may use", async ({ request }) => {
    const res = await request.fetch("/api/cart/addCart", {
      method: "OPTIONS",
      headers: {
        Origin: LISTED_ORIGIN,
        "Access-Control-Request-Method": "PATCH",
        "Access-Control-Request-Headers": "authorization",
      },
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
        headers: {
          Origin: LISTED_ORIGIN,
          "Access-Control-Request-Method": "GET",
          "Access-Control-Request-Headers": "authorization",
        },
      });
      expect(preflight.headers()["access-control-allow-origin"]).toBe(LISTED_ORIGIN);
      const call = await request.get(path, { headers: { Origin: LISTED_ORIGIN } });
      expect(call.headers()["access-control-allow-origin"]).toBe(LISTED_ORIGIN);
      for (const res of [preflight, call]) expect(res.headers()["access-control-allow-credentials"]).toBeUndefined();
    }
  });
});

test.describe("[SEC] Next.js's internals stay inside", { tag: ANY_WIDTH }, () => {
  test("no response names the internal route, the cache or the router's state", async ({ request }) => {
    const paths = [
      ...PAGES,
      "/order?category=x",
      "/api/health",
      "/api/admin/foodcategorydatashow",
      "/menu/no-such.svg",
      "/media/no-such.png",
    ];
    for (const path of paths) {
      for (let i = 0; i < 2; i++) {
        const res = await request.get(path);
        const leaked = Object.keys(res.headers()).filter((name) => /^x-(nextjs|middleware|next|invoke)-/.test(name));
        expect(leaked, `${path} (${res.status()})`).toEqual([]);
      }
    }
  });
});

test.describe("[SEC] Malformed percent-escapes", { tag: ANY_WIDTH }, () => {
  test("answer 400: the API's envelope under /api, the site's own error page elsewhere", async ({ request }) => {
    for (const path of [
      "/api/cart/userOreder/%ZZ",
      "/api/admin/categoryItembyId/%C0%AE",
      "/api/auth/verifyemail/%E0%A4",
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      expect(await res.json()).toEqual({
        success: false,
        message: "This address is not valid: it has a malformed percent-escape (%).",
      });
    }
    for (const path of [
      "/order-detail/%C0%AE",
      "/media/%ZZ",
      "/admin/orders/%ZZ",
      "/auth/NewPassword/%",
      "/order%ZZ",
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      const html = await res.text();
      expect(html, path).toContain("<title>Page not found | Tasty Slice</title>");
      // A page like any other: its scripts carry the response's nonce.
      const nonce = nonceOf(res.headers()["content-security-policy"]);
      expect(nonce).toBeTruthy();
      expect((html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
    }
  });

  test("shows a visitor the site's error page with its header and footer", async ({ page }) => {
    const response = await page.goto("/order-detail/%C0%AE");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test.describe("[SEC] Writes from another site", { tag: ANY_WIDTH }, () => {
  test("an admin's cookie does not pause the shop from another origin, nor with a text/plain body", async ({
    request,
  }) => {
    // Signed in as the admin pages are: the session cookie is in this context's jar.
    const signIn = await request.post("/api/adminauth/adminlogin", {
      data: { form: { username: "admin", password: "e2e-admin-password" } },
    });
    expect(signIn.status()).toBe(200);
    const pause = (headers: Record<string, string>, data: string) =>
      request.post("/api/adminauth/store/pause", { headers, data });
    for (const origin of [FOREIGN_ORIGIN, LISTED_ORIGIN, "http://localhost:1", "null"]) {
      const res = await pause({ origin, "content-type": "text/plain" }, '{"minutes":15}');
      expect(res.status(), origin).toBe(403);
      expect((await res.json()).message).toBe(
        "This request came from another website, so it was refused. Use the shop's own pages.",
      );
    }
    expect(
      (
        await pause({ referer: `${FOREIGN_ORIGIN}/offer`, "content-type": "application/json" }, '{"minutes":15}')
      ).status(),
    ).toBe(403);
    const plain = await pause({ origin: E2E_BASE_URL, "content-type": "text/plain" }, '{"minutes":15}');
    expect(plain.status()).toBe(415);
    const settings = await request.get("/api/adminauth/store/settings");
    expect((await settings.json()).data.paused).toBe(false);
    // From the shop's own pages, as JSON, it is the admin's to do (0 resumes: nothing changes).
    expect((await pause({ origin: E2E_BASE_URL, "content-type": "application/json" }, '{"minutes":0}')).status()).toBe(
      200,
    );
  });

  test("the spec's clients, with a bearer token only, are not asked where they come from", async ({
    playwright,
    request,
  }) => {
    // The token from one client, used by another that holds no cookie at all.
    const token = await adminToken(request);
    const bare = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    const res = await bare.post("/api/adminauth/store/pause", {
      headers: { origin: FOREIGN_ORIGIN, authorization: `Bearer ${token}` },
      data: { minutes: 0 },
    });
    expect(res.status()).toBe(200);
    await bare.dispose();
  });
});

/**
 * A POST whose body is sent in chunks (no Content-Length), stopping once the answer comes. On
 * a kept-alive connection, as browsers send: a client that asks for "Connection: close" gets
 * its connection closed as soon as the answer is out, and Node.js does not wait for the rest
 * of the body first (decision 024).
 */
function postChunked(
  path: string,
  headers: Record<string, string>,
  bytes: number,
): Promise<{ status: number; json: { message?: string } | null; text: string }> {
  const url = new URL(path, E2E_BASE_URL);
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        agent: new Agent({ keepAlive: true }),
        headers: { ...headers, "transfer-encoding": "chunked" },
      },
      (res) => {
        answered = true;
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => {
          req.destroy();
          let json: { message?: string } | null = null;
          try {
            json = JSON.parse(text) as { message?: string };
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, json, text });
        });
      },
    );
    req.on("error", (err) => (answered ? undefined : reject(err)));
    let sent = 0;
    const pump = () => {
      while (!answered && sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

test.describe("[SEC] Bounded bodies", { tag: ANY_WIDTH }, () => {
  test("a chunked picture upload over the limit is a 413 with a message, not a form that could not be read", async ({
    request,
  }) => {
    const token = await adminToken(request);
    const res = await postChunked(
      "/api/admin/addfoodCategoryitem",
      { authorization: `Bearer ${token}`, "content-type": "multipart/form-data; boundary=x", origin: E2E_BASE_URL },
      12 * 1024 * 1024,
    );
    expect(res.status).toBe(413);
    expect(res.json?.message).toBe("The request is too large: send at most 10.1 MB.");
  });

  test("a JSON route takes a few KB, refused by the declared length before the session is looked at", async ({
    request,
  }) => {
    const res = await request.post("/api/adminauth/store/pause", {
      headers: { "content-type": "application/json" },
      data: "x".repeat(17 * 1024),
    });
    expect(res.status()).toBe(413);
    expect((await res.json()).message).toBe("The request is too large: send at most 16 KB.");
    const chunked = await postChunked("/api/cart/addCart", { "content-type": "application/json" }, 12 * 1024 * 1024);
    expect(chunked.status).toBe(413);
  });

  test("a page takes no body", async () => {
    const res = await postChunked("/order", { "content-type": "application/x-www-form-urlencoded" }, 12 * 1024 * 1024);
    expect([res.status, res.text]).toEqual([413, "This address takes no request body.\n"]);
  });
});
