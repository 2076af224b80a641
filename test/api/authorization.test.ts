import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES } from "@/lib/accounts/shared";
import { bodyLimitOf } from "@/lib/api/handle";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { createPrinter } from "@/lib/printing";
import { createAdmin, createCustomer } from "../factories";
import { resetDatabase } from "../db";
import { ovenPrinter } from "../printing/oven-printer";
import { call } from "../request";
import { findRoutes, paramsFor, type FoundRoute } from "../routes";
import { sessionCookieFor } from "../session-cookie";

// Who may call what, for every route of app/api found from the file tree. A new route is in
// this test the day it is added: if it is not in PUBLIC, it must refuse visitors.

/** Everything a visitor may call. Anything else needs a customer or an admin. */
const PUBLIC = new Set([
  "GET /api/admin/categorydata",
  "GET /api/admin/foodcategorydatashow",
  "GET /api/admin/foodCategoryItemdata/[categoryId]",
  "GET /api/admin/categoryItembyId/[id]",
  "GET /api/admin/subfoodCategorydata/[categoryId]",
  "GET /api/admin/subCategorybyId/[id]",
  "POST /api/adminauth/adminlogin",
  "POST /api/adminauth/staff/invite/[token]",
  "POST /api/auth/SignUp",
  "POST /api/auth/SignIn",
  "POST /api/auth/SignOut",
  "POST /api/auth/forgopassword",
  "POST /api/auth/resendVerification",
  "POST /api/auth/resetpassword/[token]",
  "GET /api/auth/verifyemail/[token]",
  ...["GET", "POST", "PUT", "PATCH", "DELETE"].flatMap((m) => [
    `${m} /api/auth/[...nextauth]`,
    `${m} /api/[[...path]]`,
  ]),
  "GET /api/cart/cartdetail",
  "POST /api/cart/addCart",
  "POST /api/cart/addinfoCart/[id]",
  "DELETE /api/cart/deleteCartcategory/[id]",
  "POST /api/cart/updateCartQty/[id]",
  "POST /api/cart/applyPromo",
  "POST /api/cart/fulfilment",
  "GET /api/store/status",
  "GET /api/store/identity",
  "GET /api/store/slots",
  "GET /api/delivery/check",
  "GET /api/promotions",
  "GET /api/health",
  "GET /api/health/ready",
  "GET /api/auth/viewer",
  "POST /api/payments/razorpay/webhook",
  "POST /api/payments/stripe/webhook",
  "GET /api/checkout/methods",
]);

/** Sign-out routes end the session the other cases use. */
const ENDS_SESSION = /SignOut|adminlogout/;

/** Routes that are not built from an endpoint declaration, and why. */
const UNDECLARED = new Map([
  ["/api/auth/[...nextauth]", "next-auth's own catch-all, closed: a 404 in the envelope for every method"],
  ["/api/[[...path]]", "every /api address no route has: a 404 in the envelope for every method (decision 083)"],
  [
    "/api/print/cloudprnt",
    "Star CloudPRNT: a printer's own protocol (bare JSON, job bytes), under its HTTP Basic credentials (decision 029)",
  ],
]);

/** Routes whose only key is a printer's HTTP Basic credentials: no session of anyone opens them. */
const PRINTER_ONLY = new Set(["POST /api/print/cloudprnt", "GET /api/print/cloudprnt", "DELETE /api/print/cloudprnt"]);

const ADMIN_AREAS = [/^\/api\/adminauth\//, /^\/api\/admin\//];
const key = (r: FoundRoute) => `${r.method} ${r.path}`;
const isAdminPath = (r: FoundRoute) => ADMIN_AREAS.some((re) => re.test(r.path)) && !PUBLIC.has(key(r));

let routes: FoundRoute[];
let customerToken: string;
let adminToken: string;
/** The same two sessions as a browser holds them: httpOnly cookies. */
let bothCookies: Record<string, string>;

beforeAll(async () => {
  await resetDatabase();
  routes = await findRoutes();
  customerToken = (await createCustomer()).token;
  adminToken = (await createAdmin()).token;
  bothCookies = {
    ...(await sessionCookieFor(customerToken, "customer")),
    ...(await sessionCookieFor(adminToken, "admin")),
  };
});

type SendOptions = { bearer?: string; cookies?: Record<string, string>; headers?: Record<string, string> };

function send(route: FoundRoute, bearerOrOptions?: string | SendOptions) {
  const options = typeof bearerOrOptions === "string" ? { bearer: bearerOrOptions } : (bearerOrOptions ?? {});
  const params = paramsFor(route.path, (name, catchAll) =>
    catchAll ? ["session"] : name === "token" ? "x".repeat(43) : randomUUID(),
  );
  return call(route.handler, {
    method: route.method,
    params,
    ...options,
    ...(route.method === "GET" || route.method === "DELETE" ? {} : { body: {} }),
  });
}

describe("every route of app/api", () => {
  it("is found from the file tree", () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const p of PUBLIC) expect(routes.map(key), `${p} is listed as public but no such route exists`).toContain(p);
  });

  it("is built from an endpoint declaration that names its own path and method", () => {
    for (const route of routes) {
      if (UNDECLARED.has(route.path)) continue;
      expect(route.endpoint, `${key(route)} is not built with handle()`).toBeDefined();
      expect(`${route.endpoint!.method} ${route.endpoint!.path}`).toBe(key(route));
    }
  });

  it("declares public access exactly for the routes listed as public", () => {
    for (const route of routes) {
      if (!route.endpoint) continue;
      expect(route.endpoint.access === "public", `${key(route)} declares access "${route.endpoint.access}"`).toBe(
        PUBLIC.has(key(route)),
      );
      if (isAdminPath(route)) expect(route.endpoint.access, key(route)).toBe("admin");
    }
  });

  it("refuses a visitor with 401 unless public", async () => {
    for (const route of routes.filter((r) => !PUBLIC.has(key(r)))) {
      const res = await send(route);
      expect(res.status, key(route)).toBe(401);
      expect(res.json.success, key(route)).toBe(false);
    }
  });

  it("refuses a customer with 403 on admin routes, and lets them past the guard elsewhere", async () => {
    for (const route of routes.filter((r) => !PUBLIC.has(key(r)) && !PRINTER_ONLY.has(key(r)))) {
      const res = await send(route, customerToken);
      if (isAdminPath(route)) expect(res.status, key(route)).toBe(403);
      else expect([401, 403], key(route)).not.toContain(res.status);
    }
  });

  it("lets an admin past the guard of every admin route", async () => {
    for (const route of routes.filter(isAdminPath)) {
      if (key(route) === "POST /api/adminauth/adminlogout") continue; // it would end the admin's session
      const res = await send(route, adminToken);
      expect([401, 403], key(route)).not.toContain(res.status);
      expect(res.status, key(route)).toBeLessThan(500);
    }
  });

  it("opens the printer routes to a printer's credentials only, not to a customer's or an admin's session", async () => {
    expect(routes.filter((r) => PRINTER_ONLY.has(key(r)))).toHaveLength(PRINTER_ONLY.size);
    const made = await createPrinter(ovenPrinter());
    const setup = { username: made.printer.username, password: made.password };
    const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
    for (const route of routes.filter((r) => PRINTER_ONLY.has(key(r)))) {
      expect((await send(route, customerToken)).status, key(route)).toBe(401);
      expect((await send(route, adminToken)).status, key(route)).toBe(401);
      expect((await send(route, { cookies: bothCookies })).status, key(route)).toBe(401);
      expect(
        (await send(route, { headers: { authorization: basic(setup.username, "not-the-password") } })).status,
        key(route),
      ).toBe(401);
      const printer = await send(route, { headers: { authorization: basic(setup.username, setup.password) } });
      expect([401, 403], key(route)).not.toContain(printer.status);
      expect(printer.status, key(route)).toBeLessThan(500);
    }
  });

  it("does not take an admin's session for a customer's", async () => {
    for (const route of routes.filter((r) => r.endpoint?.access === "customer")) {
      expect((await send(route, adminToken)).status, key(route)).toBe(401);
    }
  });
});

describe("before the guard: where a write came from, how large and of what type it is (decision 024)", () => {
  const FOREIGN = ["https://evil.example", "http://localhost:3001", "http://shop.localhost:3000", "null"];
  const writes = () => routes.filter((r) => r.endpoint && r.method !== "GET");
  const ownOrigin = () => new URL(getConfig().APP_URL).origin;
  const isAdminRoute = (r: FoundRoute) => r.endpoint?.access === "admin";

  it("refuses a write carrying the session cookies from another origin with 403, on every route", async () => {
    expect(writes().length).toBeGreaterThan(40);
    for (const route of writes()) {
      for (const origin of FOREIGN) {
        const res = await send(route, { cookies: bothCookies, headers: { origin } });
        expect(res.status, `${key(route)} from ${origin}`).toBe(403);
        expect(res.json.message).toBe(
          "This request came from another website, so it was refused. Use the shop's own pages.",
        );
      }
      // With no Origin, the Referer says where the page was.
      const referred = await send(route, { cookies: bothCookies, headers: { referer: "https://evil.example/offer" } });
      expect(referred.status, key(route)).toBe(403);
    }
  });

  it("takes the same write from the shop's own pages to the guard, which lets the session's owner in", async () => {
    for (const route of writes().filter((r) => r.endpoint?.access !== "public" && !ENDS_SESSION.test(r.path))) {
      const res = await send(route, { cookies: bothCookies, headers: { origin: ownOrigin() } });
      expect([401, 403], key(route)).not.toContain(res.status);
      const viaReferer = await send(route, { cookies: bothCookies, headers: { referer: `${ownOrigin()}/checkout` } });
      expect([401, 403], key(route)).not.toContain(viaReferer.status);
    }
  });

  it("lets a request that carries only a bearer token through from any origin (the spec's clients)", async () => {
    for (const route of writes().filter((r) => r.endpoint?.access !== "public" && !ENDS_SESSION.test(r.path))) {
      const res = await send(route, {
        bearer: isAdminRoute(route) ? adminToken : customerToken,
        headers: { origin: "https://evil.example" },
      });
      expect([401, 403], key(route)).not.toContain(res.status);
    }
  });

  it("answers 415 to a body that is not JSON on a JSON route, and to one that is neither a form nor JSON on a form route", async () => {
    for (const route of writes()) {
      for (const contentType of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "",
      ]) {
        const isForm = !!route.endpoint!.form;
        if (isForm && contentType !== "text/plain" && contentType !== "") continue;
        const res = await call(route.handler, {
          method: route.method,
          params: paramsFor(route.path, (_n, c) => (c ? ["x"] : randomUUID())),
          raw: { body: '{"minutes":15}', contentType },
        });
        expect(res.status, `${key(route)} as ${contentType || "no type"}`).toBe(415);
      }
    }
  });

  it("answers 413 to a declared length over the route's own limit, before the guard, and lets a bodiless write through", async () => {
    for (const route of routes.filter((r) => r.endpoint)) {
      const limit = bodyLimitOf(route.endpoint!);
      const params = paramsFor(route.path, (_n, c) => (c ? ["x"] : randomUUID()));
      const over = await call(route.handler, {
        method: route.method,
        params,
        headers: { "content-length": String(limit + 1) },
      });
      expect(over.status, key(route)).toBe(413);
      expect(over.json.message, key(route)).toMatch(/^The request is too large: send at most \d+(\.\d)? (KB|MB)\.$/);
    }
    // The spec's create_order sends no body and no content type at all.
    const createOrder = routes.find((r) => key(r) === "POST /api/cart/create_order")!;
    const bare = await call(createOrder.handler, {
      method: "POST",
      bearer: customerToken,
      headers: { origin: ownOrigin() },
    });
    expect([413, 415, 403, 401]).not.toContain(bare.status);
  });
});

describe("every admin route against every role (issue 22)", () => {
  const adminRoutes = () => routes.filter((r) => r.endpoint?.access === "admin");

  /** Rows per table: a refused call must leave every one as it was. */
  async function rowCounts() {
    const tables = await getDb().$queryRaw<{ tablename: string }[]>`
      SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' ORDER BY tablename`;
    const counts: Record<string, number> = {};
    for (const { tablename } of tables) {
      const [row] = await getDb().$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${tablename}"`);
      counts[tablename] = Number(row!.n);
    }
    return counts;
  }

  it("declares a permission on every admin route, and none elsewhere", () => {
    for (const route of routes) {
      if (!route.endpoint) continue;
      const declared = route.endpoint.permission;
      if (route.endpoint.access === "admin") {
        expect(
          declared === "any-staff" || (PERMISSIONS as readonly string[]).includes(declared ?? ""),
          key(route),
        ).toBe(true);
      } else {
        expect(declared, key(route)).toBeUndefined();
      }
    }
  });

  for (const role of STAFF_ROLES) {
    it(`lets ${role === "owner" ? "an" : "a"} ${role} through exactly the routes of their permissions; refuses the rest with 403, writing nothing`, async () => {
      const { token } = await createAdmin(`${role}-${randomUUID().slice(0, 6)}`, { role });
      let allowed = 0;
      let refused = 0;
      for (const route of adminRoutes()) {
        if (ENDS_SESSION.test(route.path)) continue;
        const permission = route.endpoint!.permission!;
        const may = permission === "any-staff" || ROLE_PERMISSIONS[role].includes(permission);
        const before = may ? null : await rowCounts();
        const res = await send(route, token);
        if (may) {
          allowed++;
          expect([401, 403], `${role} ${key(route)}: ${res.json.message}`).not.toContain(res.status);
          expect(res.status, key(route)).toBeLessThan(500);
        } else {
          refused++;
          expect(res.status, `${role} ${key(route)}`).toBe(403);
          expect(res.json.message).toMatch(/cannot do this/);
          expect(await rowCounts(), `${role} ${key(route)} wrote`).toEqual(before);
        }
      }
      expect(allowed + refused).toBe(adminRoutes().length - 1);
      if (role === "owner") expect(refused).toBe(0);
      if (role === "rider" || role === "kitchen") expect(refused).toBeGreaterThan(10);
    });
  }

  it("refuses money to a session opened without two-factor, even the owner's", async () => {
    const { token } = await createAdmin(`owner-no2fa-${randomUUID().slice(0, 6)}`, { twoFactor: false });
    const refund = routes.find((r) => key(r) === "POST /api/adminauth/orders/[id]/refund")!;
    const res = await send(refund, token);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Turn on two-factor sign-in to do this.");
    expect(res.json.data).toEqual({ twoFactorNeeded: true });
  });

  it("signs out a suspended member at once", async () => {
    const { admin, token } = await createAdmin(`kitchen-${randomUUID().slice(0, 6)}`, { role: "kitchen" });
    const board = routes.find((r) => key(r) === "GET /api/adminauth/orders")!;
    expect((await send(board, token)).status).toBe(200);
    await getDb().admin.update({ where: { id: admin.id }, data: { suspendedAt: new Date() } });
    expect((await send(board, token)).status).toBe(401);
  });
});
