import { once } from "node:events";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appRequestListener, applyHttpLimits, MALFORMED_ADDRESS_PAGE, type AppRequestOptions } from "./app-server";
import { hasMalformedEscape, pathOfTarget } from "./request-guards";

// What the app server does before and after Next.js (decision 024), over real HTTP, with a
// stand-in for Next.js that records what reached it. The built app behind it is covered by
// e2e/security-headers.spec.ts.

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const LISTED = "https://app.example.co.uk";
const FOREIGN = "https://evil.example";

let server: Server | undefined;
let reached: { method?: string; url?: string; body: number }[] = [];

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
  reached = [];
  warnSpy?.mockRestore();
  warnSpy = undefined;
});

let warnSpy: { mockRestore: () => void } | undefined;
/** console.warn, recorded and kept out of the output. */
function watchWarnings() {
  const spy = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  warnSpy = spy;
  return spy;
}

/** Next.js as far as these tests care: reads the body, answers as the handler says. */
const nextStandIn =
  (answer: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => void res.end("from next")): Handle =>
  async (req, res) => {
    let body = 0;
    try {
      for await (const chunk of req) body += (chunk as Buffer).length;
    } catch {
      return; // the client went away (or the server closed on it), as Next.js takes it
    }
    reached.push({ method: req.method, url: req.url, body });
    answer(req, res);
  };

async function serve(
  handle: Handle,
  options: Partial<AppRequestOptions> = {},
  make = () => createServer(),
): Promise<number> {
  server = make();
  server.on("request", appRequestListener(handle, { trustedProxyHops: 0, ...options }));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

type Sent = { status: number; headers: IncomingMessage["headers"]; text: string };

function send(
  port: number,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string | number>;
    body?: string | Buffer;
    chunked?: boolean;
  } = {},
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers, agent: false },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    if (options.chunked) {
      req.setHeader("transfer-encoding", "chunked");
      req.write(options.body ?? "");
      req.end();
    } else {
      req.end(options.body);
    }
  });
}

describe("malformed percent-escapes", () => {
  it("finds the escapes decodeURIComponent refuses, in the path only", () => {
    for (const bad of [
      "/api/cart/userOreder/%ZZ",
      "/order-detail/%C0%AE",
      "/media/%ZZ",
      "/a/%",
      "/a/%E0%A4",
      "/%ED%A0%80",
    ]) {
      expect(hasMalformedEscape(pathOfTarget(bad)), bad).toBe(true);
    }
    for (const fine of ["/order-detail/%C3%A9", "/a%20b", "/order?q=%ZZ", "/", "/api/cart/userOreder/abc"]) {
      expect(hasMalformedEscape(pathOfTarget(fine)), fine).toBe(false);
    }
    expect(pathOfTarget("http://shop.example/api/x/%ZZ?y=1")).toBe("/api/x/%ZZ");
  });

  it("answers 400 with the API's envelope under /api, logs one line, and never reaches Next.js", async () => {
    const warn = watchWarnings();
    const port = await serve(nextStandIn());
    for (const path of ["/api/cart/userOreder/%ZZ", "/api/admin/categoryItembyId/%C0%AE"]) {
      const res = await send(port, path);
      expect(res.status, path).toBe(400);
      expect(res.headers["content-type"]).toBe("application/json");
      expect(JSON.parse(res.text)).toEqual({
        success: false,
        message: expect.stringContaining("malformed percent-escape"),
      });
    }
    const post = await send(port, "/api/cart/updateCartQty/%ZZ", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(post.status).toBe(400);
    expect(reached).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /^\[http\] 400 for a malformed percent-escape: GET "\/api\/cart\/userOreder\/%ZZ" from 127\.0\.0\.1$/,
    );
  });

  it("shows a page's visitor the site's own error page, sent as a 400", async () => {
    watchWarnings();
    // As Next.js answers an address no page has: its 404 page.
    const port = await serve(
      nextStandIn((_req, res) => {
        res.statusCode = 404;
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.end("<html><body>The site's not-found page</body></html>");
      }),
    );
    for (const path of ["/order-detail/%C0%AE", "/media/%ZZ", "/admin/orders/%ZZ/ticket"]) {
      const res = await send(port, path);
      expect(res.status, path).toBe(400);
      expect(res.text).toContain("The site's not-found page");
    }
    expect(reached.map((r) => r.url)).toEqual([MALFORMED_ADDRESS_PAGE, MALFORMED_ADDRESS_PAGE, MALFORMED_ADDRESS_PAGE]);
    // Any other method gets the line of text: no page is rendered for a write.
    const post = await send(port, "/order-detail/%ZZ", { method: "POST" });
    expect([post.status, post.text]).toEqual([
      400,
      "This address is not valid: it has a malformed percent-escape (%).\n",
    ]);
  });
});

describe("bodies on pages", () => {
  it("refuses a body on a page, declared or chunked, before Next.js sees it", async () => {
    const port = await serve(nextStandIn());
    const declared = await send(port, "/order", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "x".repeat(1000),
    });
    const chunked = await send(port, "/", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "x".repeat(100_000),
      chunked: true,
    });
    for (const res of [declared, chunked]) {
      expect(res.status).toBe(413);
      expect(res.text).toBe("This address takes no request body.\n");
    }
    expect(reached).toEqual([]);
  });

  it("lets bodiless requests to pages and bodies to the API through", async () => {
    const port = await serve(nextStandIn());
    expect((await send(port, "/order", { method: "POST", headers: { "content-length": 0 } })).status).toBe(200);
    expect((await send(port, "/api/cart/addCart", { method: "POST", body: "{}", chunked: true })).status).toBe(200);
    expect(reached.map((r) => [r.url, r.body])).toEqual([
      ["/order", 0],
      ["/api/cart/addCart", 2],
    ]);
  });

  it("lets pages take bodies under next dev, whose error overlay posts to its own paths", async () => {
    const port = await serve(nextStandIn(), { isDevelopment: true });
    expect((await send(port, "/__nextjs_original-stack-frames", { method: "POST", body: "[]" })).status).toBe(200);
  });
});

describe("a method a route of /api does not take (decision 083)", () => {
  it("answers 405 with an Allow header and the API's envelope, before Next.js", async () => {
    const port = await serve(nextStandIn(), { corsOrigins: [LISTED] });
    const cases: [string, string, string][] = [
      ["GET", "/api/cart/addCart", "OPTIONS, POST"],
      ["DELETE", "/api/admin/categoryItembyId/8d0f6a4e-0000-4000-8000-000000000000", "GET, HEAD, OPTIONS, PATCH"],
      ["PUT", "/api/health", "GET, HEAD, OPTIONS"],
      ["HEAD", "/api/cart/create_order", "OPTIONS, POST"],
    ];
    for (const [method, path, allow] of cases) {
      const res = await send(port, path, { method, headers: { origin: LISTED } });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow, `${method} ${path}`).toBe(allow);
      expect(res.headers["content-type"]).toBe("application/json");
      expect(res.headers["access-control-allow-origin"]).toBe(LISTED);
      if (method !== "HEAD") expect(JSON.parse(res.text)).toEqual({ success: false, message: expect.any(String) });
    }
    const body = await send(port, "/api/cart/cartdetail", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(body.status).toBe(405);
    expect(JSON.parse(body.text)).toEqual({
      success: false,
      message: "This address does not take POST requests. Use GET.",
    });
    expect(reached).toEqual([]);
  });

  it("lets through what the route takes, what Next.js adds (HEAD on a GET, OPTIONS) and what it decides itself", async () => {
    const port = await serve(nextStandIn());
    const passed: [string, string][] = [
      ["POST", "/api/cart/addCart"],
      ["HEAD", "/api/health"],
      ["OPTIONS", "/api/cart/addCart"],
      ["PATCH", "/api/admin/categoryItembyId/abc"],
      // An address no route has: the catch-all answers the envelope's 404, for any method.
      ["PUT", "/api/no/such/route"],
      ["DELETE", "/api/auth/session"],
      ["GET", "/api"],
      // Next.js redirects a trailing slash, and decodes an escape before it routes.
      ["GET", "/api/cart/addCart/"],
      ["GET", "/api/cart/add%43art"],
    ];
    for (const [method, path] of passed) {
      expect((await send(port, path, { method })).status, `${method} ${path}`).toBe(200);
    }
    expect(reached.map((r) => `${r.method} ${r.url}`)).toEqual(passed.map(([m, p]) => `${m} ${p}`));
  });
});

describe("Next.js's internal headers", () => {
  it("leave no response, set one by one or given to writeHead", async () => {
    const port = await serve(
      nextStandIn((req, res) => {
        res.setHeader("x-middleware-rewrite", "/prerendered/home/_");
        res.setHeader("x-nextjs-cache", "HIT");
        res.setHeader("X-NextJS-Prerender", "1");
        res.setHeader("x-nextjs-stale-time", "300");
        res.setHeader("x-middleware-next", "1");
        res.setHeader("x-content-type-options", "nosniff");
        if (req.url === "/head")
          res.writeHead(200, {
            "x-nextjs-matched-path": "/prerendered/[view]",
            "x-next-cache-tags": "menu",
            etag: '"1"',
          });
        res.end("page");
      }),
    );
    for (const path of ["/", "/head", "/api/health"]) {
      const res = await send(port, path);
      expect(res.status).toBe(200);
      expect(
        Object.keys(res.headers).filter((name) => /^x-(nextjs|middleware|next)-/.test(name)),
        path,
      ).toEqual([]);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect((await send(port, "/head")).headers.etag).toBe('"1"');
  });
});

describe("CORS on /api/*, by the app server", () => {
  const preflight = (origin: string, method = "PATCH") => ({
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": method,
      "access-control-request-headers": "authorization,content-type",
    },
  });
  /** As Next.js answers a route: with its own Vary. */
  const route = nextStandIn((_req, res) => {
    res.setHeader("vary", "rsc, next-router-state-tree");
    res.setHeader("content-type", "application/json");
    res.end('{"success":true}');
  });

  it("answers a listed origin's preflight itself, with what it may send", async () => {
    const port = await serve(route, { corsOrigins: [LISTED] });
    const res = await send(port, "/api/cart/addCart", preflight(LISTED));
    expect(res.status).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe(LISTED);
    expect(res.headers["access-control-allow-credentials"]).toBe("true");
    expect(res.headers["access-control-allow-methods"]).toBe("GET, POST, PATCH, PUT, DELETE");
    expect(res.headers["access-control-allow-headers"]).toBe("Authorization, Content-Type");
    expect(res.headers["vary"]).toBe("Origin");
    expect(reached).toEqual([]);
  });

  it("gives a foreign origin no CORS header, on a preflight or a call", async () => {
    const port = await serve(route, { corsOrigins: [LISTED] });
    const pre = await send(port, "/api/cart/addCart", preflight(FOREIGN));
    const call = await send(port, "/api/promotions", { headers: { origin: FOREIGN } });
    expect(pre.status).toBe(204);
    for (const res of [pre, call])
      expect(Object.keys(res.headers).filter((k) => k.startsWith("access-control-"))).toEqual([]);
    expect(call.headers["vary"]).toBe("rsc, next-router-state-tree, Accept-Encoding, Origin");
  });

  it("adds the listed origin to the route's answer, Vary merged, and never credentials on the admin API", async () => {
    const port = await serve(route, { corsOrigins: [LISTED] });
    const call = await send(port, "/api/auth/user", { headers: { origin: LISTED } });
    expect(call.headers["access-control-allow-origin"]).toBe(LISTED);
    expect(call.headers["access-control-allow-credentials"]).toBe("true");
    expect(call.headers["vary"]).toBe("rsc, next-router-state-tree, Accept-Encoding, Origin");
    for (const path of ["/api/admin/foodcategorydatashow", "/api/adminauth/orders"]) {
      const pre = await send(port, path, preflight(LISTED, "DELETE"));
      const admin = await send(port, path, { headers: { origin: LISTED, authorization: "Bearer x" } });
      for (const res of [pre, admin]) {
        expect(res.headers["access-control-allow-origin"]).toBe(LISTED);
        expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
      }
    }
  });

  it("adds nothing when no origin is listed (the default), and nothing to pages", async () => {
    const port = await serve(route);
    const pre = await send(port, "/api/cart/addCart", preflight(LISTED));
    expect(Object.keys(pre.headers).filter((k) => k.startsWith("access-control-"))).toEqual([]);
    const listedPort = await serve(route, { corsOrigins: [LISTED] });
    const page = await send(listedPort, "/order", { headers: { origin: LISTED } });
    expect(page.headers["access-control-allow-origin"]).toBeUndefined();
    expect(page.headers["vary"]).toBe("rsc, next-router-state-tree, Accept-Encoding");
  });
});

describe("the HTTP server's limits", () => {
  const limits = { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 200, maxConnections: 2 };
  // Node checks the timeouts every connectionsCheckingInterval (30 s by default).
  const make = () => {
    const s = createServer({ connectionsCheckingInterval: 50 });
    applyHttpLimits(s, limits);
    return s;
  };

  it("sets them on the server", () => {
    const s = make();
    expect([s.headersTimeout, s.requestTimeout, s.keepAliveTimeout, s.maxConnections]).toEqual([300, 600, 200, 2]);
  });

  /** A raw connection: what the server sends back, and when it closes. */
  async function rawConnection(port: number) {
    const socket: Socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise<number>((resolve) => {
      const at = Date.now();
      socket.on("close", () => resolve(Date.now() - at));
      socket.on("error", () => undefined);
    });
    return { socket, closed, received: () => received };
  }

  it("closes a connection whose headers do not arrive in time, and one whose body does not", async () => {
    const port = await serve(nextStandIn(), {}, make);
    const slowHeaders = await rawConnection(port);
    slowHeaders.socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    const slowBody = await rawConnection(port);
    slowBody.socket.write("POST /api/cart/addCart HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{");
    expect(await slowHeaders.closed).toBeLessThan(2000);
    expect(slowHeaders.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(await slowBody.closed).toBeLessThan(2000);
    expect(reached).toEqual([]);
  });

  it("closes an idle kept-alive connection, and refuses connections past the cap", async () => {
    const warn = watchWarnings();
    const port = await serve(nextStandIn(), {}, make);
    const idle = await rawConnection(port);
    idle.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    const second = await rawConnection(port);
    const third = await rawConnection(port);
    // The third is over the cap of 2: closed at once, never answered.
    expect(await third.closed).toBeLessThan(500);
    expect(third.received()).toBe("");
    expect(String(warn.mock.calls[0]?.[0])).toContain("At the cap of 2 connections (HTTP_MAX_CONNECTIONS)");
    expect(await idle.closed).toBeLessThan(2000);
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);
    second.socket.destroy();
  });
});
