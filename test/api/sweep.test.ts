import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { appRequestListener, MALFORMED_ADDRESS_PAGE } from "@/server/app-server";
import { takeConsoleErrors } from "../console";
import { resetDatabase } from "../db";
import { createAdmin, createCustomer } from "../factories";
import { call, type CallOptions } from "../request";
import { findPages, findRoutes, paramsFor, type FoundRoute } from "../routes";
import { sessionCookieFor } from "../session-cookie";
import { startWriteWatch, type TWriteWatch } from "../write-watch";

// Every route of app/api (found from the file tree), every method it has, as a visitor, a
// customer and an admin, with malformed bodies, ids and query strings. It fails on any 5xx,
// on any answer that shows internals, and on any row written by a request that was refused.
// Then, over real HTTP through the app server (server/app-server.ts), every API route and every
// page with malformed percent-escapes in its path; and every write sent from another site with
// the session cookies, or with a body that is not of the route's type (decision 024).

const NUL = "\u0000";
const LONE = "\ud800";
const FIELDS = [
  "email",
  "password",
  "username",
  "newpassword",
  "address",
  "addressId",
  "code",
  "detailinfo",
  "qty",
  "total",
  "subcategoryId",
  "categoryItemId",
  "size",
  "Categoryname",
  "category",
  "status",
  "razorpay_order_id",
  "razorpay_payment_id",
  "razorpay_signature",
  "outcome",
  "postcode",
  "cookie",
  "line1",
  "line2",
  "town",
  "riderNotes",
  "name",
  "phone",
  "outwardCodes",
  "deliveryFee",
  "minimumOrder",
  "extraMinutes",
  "isActive",
];
const every = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

type Input = { label: string; options: Omit<CallOptions<Record<string, string>>, "method" | "params" | "bearer"> };

const json = (label: string, body: string): Input => ({
  label,
  options: { raw: { body, contentType: "application/json" } },
});
const BODIES: Input[] = [
  json("empty JSON", ""),
  json("broken JSON", "{"),
  json("null", "null"),
  json("a list", "[]"),
  json("a number", "123"),
  json("a string", '"text"'),
  json("prototype pollution", '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
  json("deep nesting", "[".repeat(5000) + "]".repeat(5000)),
  json(
    "NUL in every field",
    JSON.stringify({ ...every(`a${NUL}b@example.co.uk`), form: { username: NUL, password: NUL } }),
  ),
  json("lone surrogates", JSON.stringify({ ...every(`x${LONE}`), form: { username: LONE, password: LONE } })),
  json(
    "objects for every field",
    JSON.stringify({ ...every({ $gt: "" }), form: { username: { $ne: 1 }, password: [] } }),
  ),
  json("lists for every field", JSON.stringify(every([1, 2]))),
  json("huge numbers", JSON.stringify({ ...every(1e308), qty: 1e308, total: -1e308 })),
  json("negative and fractional", JSON.stringify({ ...every(-0.5), qty: -3, total: 0.001 })),
  json("very long text", JSON.stringify(every("x".repeat(20_000)))),
  { label: "text/plain", options: { raw: { body: "hello", contentType: "text/plain" } } },
  {
    label: "bad multipart",
    options: { raw: { body: "--x\r\ngarbage", contentType: "multipart/form-data; boundary=x" } },
  },
  { label: "multipart without boundary", options: { raw: { body: "a=b", contentType: "multipart/form-data" } } },
  {
    label: "urlencoded NUL",
    options: {
      raw: { body: "Categoryname=%00&category=%00&email=%00", contentType: "application/x-www-form-urlencoded" },
    },
  },
  {
    label: "multipart with NUL fields and a fake picture",
    options: {
      form: (() => {
        const f = new FormData();
        for (const field of [...FIELDS, "categoryId", "categoryItemName", "description", "pricing", "subCategoryname"])
          f.set(field, NUL);
        f.set("image", new File([new Uint8Array([0, 1, 2, 3])], "x.png", { type: "image/png" }));
        return f;
      })(),
    },
  },
];

const IDS = [
  "x",
  "0",
  NUL,
  `${randomUUID()}${NUL}`,
  "../../etc/passwd",
  "a".repeat(5000),
  LONE,
  "' OR 1=1 --",
  randomUUID(),
];
const QUERIES = [
  `?postcode=%00`,
  "?from=%00&to=2026-13-45",
  "?page=-1&limit=1e999&status=%F0%9F",
  "?postcode=" + "x".repeat(3000),
];

/** Shows a stack, a file path, SQL or the names of our internals. */
const INTERNALS =
  /node_modules|\.tsx?:\d+|\.m?js:\d+|prisma|SQLSTATE|syntax error|\bat (async |Object\.|new )|\/work\/|postgres|violates|relation "/i;

let routes: FoundRoute[];
let watch: TWriteWatch;
const tokens: Record<string, string | undefined> = {};
/** The same sessions as a browser holds them (httpOnly cookies), and a visitor's basket cookie. */
const cookies: Record<string, Record<string, string>> = {};
type Tally = { requests: number; byStatus: Map<number, number> };
const newTally = (): Tally => ({ requests: 0, byStatus: new Map() });
const tally = newTally();
const count = (t: Tally, status: number) => {
  t.requests++;
  t.byStatus.set(status, (t.byStatus.get(status) ?? 0) + 1);
};
const describeTally = (t: Tally) =>
  [...t.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(", ");

beforeAll(async () => {
  await resetDatabase();
  const { runSeed } = await import("@/lib/seed");
  const { getConfig } = await import("@/lib/platform/config");
  await runSeed(getDb(), getConfig(), () => undefined);
  routes = await findRoutes();
  tokens.customer = (await createCustomer()).token;
  tokens.admin = (await createAdmin()).token;
  cookies.visitor = { basket_token: "sweep-visitor-basket" };
  cookies.customer = { ...cookies.visitor, ...(await sessionCookieFor(tokens.customer, "customer")) };
  cookies.admin = { ...cookies.visitor, ...(await sessionCookieFor(tokens.admin, "admin")) };
  watch = await startWriteWatch();
}, 120_000);
afterAll(() => watch.stop());

/** Sign-out routes would end the session the rest of the sweep uses: they are swept as a visitor only. */
const ENDS_SESSION = /SignOut|adminlogout/;

function inputsFor(
  route: FoundRoute,
): { label: string; params: Record<string, string | string[]>; options: Input["options"]; query: string }[] {
  const fine = paramsFor(route.path, (_n, catchAll) => (catchAll ? ["session"] : randomUUID()));
  const out: ReturnType<typeof inputsFor> = [];
  for (const id of route.path.includes("[") ? IDS : []) {
    out.push({
      label: `id ${JSON.stringify(id.slice(0, 20))}`,
      params: paramsFor(route.path, (_n, c) => (c ? [id] : id)),
      options: {},
      query: "",
    });
  }
  for (const q of QUERIES) out.push({ label: `query ${q.slice(0, 30)}`, params: fine, options: {}, query: q });
  if (route.method !== "GET")
    for (const b of BODIES) out.push({ label: b.label, params: fine, options: b.options, query: "" });
  return out;
}

describe("the watch on writes the sweeps rely on", () => {
  it("sees a row written, even one left as it was, and neither a rolled-back one nor the rate limiter", async () => {
    const db = getDb();
    const category = await db.category.findFirstOrThrow();
    let mark = await watch.mark();
    await db.category.update({ where: { id: category.id }, data: { name: category.name } });
    expect(await watch.writtenSince(mark)).toEqual(["Category UPDATE"]);

    mark = await watch.mark();
    await expect(
      db.$transaction(async (tx) => {
        await tx.category.update({ where: { id: category.id }, data: { name: "Rolled back" } });
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    await db.rateLimit.create({ data: { key: "write-watch-check", count: 1, windowStart: new Date() } });
    await db.rateLimit.delete({ where: { key: "write-watch-check" } });
    expect(await watch.writtenSince(mark)).toEqual([]);
  });
});

describe("malformed input on every route", () => {
  it("never answers 5xx, never shows internals, never writes on a refusal", { timeout: 900_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const role of ["visitor", "customer", "admin"] as const) {
        if (role !== "visitor" && ENDS_SESSION.test(route.path)) continue;
        for (const input of inputsFor(route)) {
          const before = await watch.mark();
          const res = await call(route.handler, {
            ...input.options,
            method: route.method,
            params: input.params,
            path: route.path + input.query,
            bearer: tokens[role],
          });
          count(tally, res.status);
          const what = `${route.method} ${route.path} as ${role}, ${input.label}: ${res.status}`;
          if (res.status >= 500) failures.push(`${what} ${res.text.slice(0, 200)}`);
          if (INTERNALS.test(res.text)) failures.push(`${what} shows internals: ${res.text.slice(0, 200)}`);
          if (res.status >= 400) {
            const written = await watch.writtenSince(before);
            if (written.length) failures.push(`${what} wrote to the database: ${written.join(", ")}`);
          }
        }
      }
      // 5xx details go to the log; the failures above already name them.
      takeConsoleErrors();
    }
    console.log(`[sweep] ${tally.requests} requests over ${routes.length} route methods: ${describeTally(tally)}`);
    expect(failures).toEqual([]);
  });
});

// ---- Through the app server, over real HTTP ---------------------------------------------------

/** Escapes decodeURIComponent refuses: not hex, cut short, overlong UTF-8, a UTF-16 half, a bare %. */
const MALFORMED = ["%ZZ", "%C0%AE", "%E0%A4", "%ED%A0%80", "%", "a%2", "%%30", "..%c0%af"];

const segmentsOf = (p: string) => p.split("/").filter(Boolean);

/**
 * Next.js's router as far as a path goes: the first route whose pattern fits, its dynamic
 * segments decoded with decodeURIComponent, which throws on a malformed escape (Next.js then
 * answers a bare 500 and logs nothing: that is what the app server must spare it).
 */
function match(pattern: string, pathname: string): Record<string, string | string[]> | null {
  const want = segmentsOf(pattern);
  const got = segmentsOf(pathname);
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < want.length; i++) {
    const catchAll = /^\[\.\.\.(\w+)\]$/.exec(want[i]!);
    if (catchAll) {
      if (got.length <= i) return null;
      params[catchAll[1]!] = got.slice(i).map(decodeURIComponent);
      return params;
    }
    if (i >= got.length) return null;
    const dynamic = /^\[(\w+)\]$/.exec(want[i]!);
    if (dynamic) params[dynamic[1]!] = decodeURIComponent(got[i]!);
    else if (want[i] !== got[i]) return null;
  }
  return got.length === want.length ? params : null;
}

/** What reached the stand-in for Next.js: a route run, a page "rendered" or the site's 404 page. */
const reachedNext: string[] = [];

function nextStandIn(pages: string[]) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    reachedNext.push(`${req.method} ${url.pathname}`);
    try {
      const route = routes.find((r) => r.method === req.method && match(r.path, url.pathname));
      if (route) {
        const params = match(route.path, url.pathname)!;
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers))
          if (value !== undefined) headers.set(name, String(value));
        const answer = await route.handler(
          new NextRequest(url, {
            method: req.method,
            headers,
            body: chunks.length ? Buffer.concat(chunks) : undefined,
          }),
          { params: Promise.resolve(params) },
        );
        res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "text/plain" });
        return void res.end(Buffer.from(await answer.arrayBuffer()));
      }
      const page = pages.find((p) => match(p, url.pathname));
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.statusCode = page ? 200 : 404;
      res.end(page ? `<html><body>page ${page}</body></html>` : "<html><body>The site's not-found page</body></html>");
    } catch {
      // As Next.js does when decodeURIComponent throws in its router.
      res.statusCode = 500;
      res.end("Internal Server Error");
    }
  };
}

let server: Server | undefined;
let port = 0;
afterAll(() => {
  server?.closeAllConnections();
  server?.close();
});

async function startServer(pages: string[]) {
  if (server) return;
  server = createServer(
    appRequestListener(nextStandIn(pages), { trustedProxyHops: 0, corsOrigins: getConfig().CORS_ORIGINS }),
  );
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
}

function fetchRaw(
  path: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), text }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** A route's or page's path with `bad` in one dynamic segment, or after the path when it has none. */
function withBadSegment(pattern: string, bad: string, which: number): string {
  let n = 0;
  const out = pattern.replace(/\[(\.\.\.)?\w+\]/g, () => (n++ === which ? bad : randomUUID()));
  return n === 0 ? `${out.replace(/\/$/, "")}/${bad}` : out;
}
const dynamicCount = (pattern: string) => Math.max(1, (pattern.match(/\[(\.\.\.)?\w+\]/g) ?? []).length);

const ROLES = ["visitor", "customer", "admin"] as const;
const roleHeaders = (role: (typeof ROLES)[number], how: "bearer" | "cookie"): Record<string, string> => {
  if (role === "visitor") return { cookie: "basket_token=sweep-visitor-basket" };
  if (how === "bearer") return { authorization: `Bearer ${tokens[role]}` };
  return {
    cookie: Object.entries(cookies[role]!)
      .map(([k, v]) => `${k}=${v}`)
      .join("; "),
  };
};

describe("malformed percent-escapes in every path, through the app server", () => {
  it(
    "answer 400 (the API's envelope, or the site's error page), never reach Next.js, write nothing",
    { timeout: 600_000 },
    async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      // The storefront's cached pages are reached at /, /order and /restaurant (proxy.ts).
      // app/(site)/[...unknown] takes every address no other route has and answers it with the
      // site's not-found page (it only calls notFound()), so the stand-in answers those as Next does.
      const pages = [...new Set(["/", "/order", "/restaurant", ...findPages()])].filter(
        (page) => page !== "/[...unknown]",
      );
      await startServer(pages);
      const t = newTally();
      const failures: string[] = [];
      const targets = [
        ...routes.map((r) => ({ pattern: r.path, method: r.method, isApi: true })),
        ...pages.flatMap((p) => ["GET", "HEAD"].map((method) => ({ pattern: p, method, isApi: false }))),
      ];
      for (const target of targets) {
        const before = await watch.mark();
        reachedNext.length = 0;
        for (const role of ROLES) {
          for (const bad of MALFORMED) {
            for (let which = 0; which < dynamicCount(target.pattern); which++) {
              const path = withBadSegment(target.pattern, bad, which);
              const body = target.method === "GET" || target.method === "HEAD" ? undefined : "{}";
              const headers = {
                ...roleHeaders(role, "cookie"),
                ...(body ? { "content-type": "application/json", origin: new URL(getConfig().APP_URL).origin } : {}),
              };
              const res = await fetchRaw(path, target.method, headers, body);
              count(t, res.status);
              const what = `${target.method} ${path} as ${role}: ${res.status}`;
              if (res.status !== 400) failures.push(`${what} ${res.text.slice(0, 120)}`);
              else if (
                target.isApi &&
                JSON.stringify(JSON.parse(res.text)) !==
                  JSON.stringify({
                    success: false,
                    message: "This address is not valid: it has a malformed percent-escape (%).",
                  })
              ) {
                failures.push(`${what}: not the API's envelope: ${res.text.slice(0, 120)}`);
              } else if (!target.isApi && target.method === "GET" && !res.text.includes("The site's not-found page")) {
                failures.push(`${what}: not the site's error page: ${res.text.slice(0, 120)}`);
              }
              if (INTERNALS.test(res.text)) failures.push(`${what} shows internals: ${res.text.slice(0, 200)}`);
            }
          }
        }
        // Only the site's own error page is rendered, for pages; nothing else gets past the server.
        const leaked = reachedNext.filter((r) => !r.endsWith(MALFORMED_ADDRESS_PAGE));
        if (leaked.length)
          failures.push(`${target.method} ${target.pattern}: reached Next.js: ${leaked.slice(0, 3).join(", ")}`);
        const written = await watch.writtenSince(before);
        if (written.length)
          failures.push(`${target.method} ${target.pattern} wrote to the database: ${written.join(", ")}`);
      }
      // One line in the log for each.
      expect(warn).toHaveBeenCalledTimes(t.requests);
      warn.mockRestore();
      console.log(
        `[sweep] ${t.requests} malformed paths over ${routes.length} route methods and ${pages.length} pages: ${describeTally(t)}`,
      );
      expect(failures).toEqual([]);
    },
  );

  it("are told apart from well-formed escapes, which reach the route as before", async () => {
    await startServer([]);
    const route = routes.find((r) => r.method === "GET" && r.path === "/api/cart/userOreder/[id]")!;
    for (const fine of ["%41bc", "%2F", "%C3%A9", "%00"]) {
      const res = await fetchRaw(withBadSegment(route.path, fine, 0), "GET", roleHeaders("customer", "bearer"));
      expect(res.status, fine).toBe(400);
      expect(JSON.parse(res.text).message, fine).toBe("Malformed order id.");
    }
  });
});

// ---- Cross-site writes and bodies of the wrong type ------------------------------------------

/** Where a page that is not the shop's may be: another site, a sibling subdomain, another port, a sandbox. */
const FOREIGN_ORIGINS = ["https://evil.example", "http://shop.localhost:3000", "http://localhost:3001", "null"];

/** Bodies a page elsewhere can send without a CORS preflight, and what a JSON route must refuse. */
const PLAUSIBLE = JSON.stringify({
  minutes: 15,
  code: "WELCOME20",
  qty: 2,
  fulfilment: "collection",
  addressId: randomUUID(),
  status: "delivered",
});
const WRONG_TYPES = [
  { label: "text/plain", contentType: "text/plain;charset=UTF-8", body: PLAUSIBLE },
  { label: "a urlencoded form", contentType: "application/x-www-form-urlencoded", body: "minutes=15&code=WELCOME20" },
  {
    label: "multipart",
    contentType: "multipart/form-data; boundary=x",
    body: '--x\r\nContent-Disposition: form-data; name="minutes"\r\n\r\n15\r\n--x--\r\n',
  },
  { label: "no type", contentType: "", body: PLAUSIBLE },
];

describe("writes from another site, and bodies of the wrong type, on every route", () => {
  it("are refused with 403 and 415, and write nothing", { timeout: 600_000 }, async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const t = newTally();
    const failures: string[] = [];
    const own = new URL(getConfig().APP_URL).origin;
    const writes = routes.filter((r) => r.method !== "GET");
    for (const route of writes) {
      const before = await watch.mark();
      const params = paramsFor(route.path, (_n, catchAll) => (catchAll ? ["session"] : randomUUID()));
      const probe = async (
        label: string,
        expected: number,
        options: Omit<CallOptions<Record<string, string | string[]>>, "method" | "params">,
      ) => {
        const res = await call(route.handler, { ...options, method: route.method, params, path: route.path });
        count(t, res.status);
        if (res.status !== expected)
          failures.push(
            `${route.method} ${route.path}, ${label}: ${res.status} ${res.text.slice(0, 120)}, not ${expected}`,
          );
      };
      // The printers' CloudPRNT route is not built from a declaration either: it asks for the
      // printer's own credentials before anything else, so every probe without them is a 401.
      const isPrinter = route.path.startsWith("/api/print/");
      const isNextAuth = !route.endpoint && !isPrinter;
      const refusedElsewhere = isPrinter ? 401 : isNextAuth ? 404 : 403;
      const refusedType = isPrinter ? 401 : isNextAuth ? 404 : 415;
      for (const role of ROLES) {
        if (role !== "visitor" && ENDS_SESSION.test(route.path)) continue;
        for (const origin of FOREIGN_ORIGINS) {
          // next-auth's own endpoints are closed (404) to everyone, wherever from.
          const refused = refusedElsewhere;
          await probe(`${role}'s cookies from ${origin}`, refused, {
            cookies: cookies[role],
            headers: { origin },
            raw: { body: PLAUSIBLE, contentType: "application/json" },
          });
          await probe(`${role}'s cookies from ${origin}, text/plain`, refused, {
            cookies: cookies[role],
            headers: { origin },
            raw: { body: PLAUSIBLE, contentType: "text/plain" },
          });
        }
        await probe(`${role}'s cookies, Referer elsewhere`, refusedElsewhere, {
          cookies: cookies[role],
          headers: { referer: "https://evil.example/win-a-pizza" },
          raw: { body: PLAUSIBLE, contentType: "application/json" },
        });
        for (const wrong of WRONG_TYPES) {
          if (route.endpoint?.form && wrong.label !== "text/plain" && wrong.label !== "no type") continue;
          await probe(`${role}'s cookies from the shop, ${wrong.label}`, refusedType, {
            cookies: cookies[role],
            headers: { origin: own },
            raw: { body: wrong.body, contentType: wrong.contentType },
          });
        }
      }
      const written = await watch.writtenSince(before);
      if (written.length)
        failures.push(`${route.method} ${route.path}: a refused write changed the database: ${written.join(", ")}`);
      takeConsoleErrors();
    }
    warn.mockRestore();
    console.log(
      `[sweep] ${t.requests} cross-site and wrong-type writes over ${writes.length} write routes: ${describeTally(t)}`,
    );
    expect(failures).toEqual([]);
  });
});
