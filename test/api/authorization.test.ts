import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createCustomer } from "../factories";
import { resetDatabase } from "../db";
import { call } from "../request";
import { findRoutes, paramsFor, type FoundRoute } from "../routes";

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
  "POST /api/auth/SignUp",
  "POST /api/auth/SignIn",
  "POST /api/auth/SignOut",
  "POST /api/auth/forgopassword",
  "POST /api/auth/resendVerification",
  "POST /api/auth/resetpassword/[token]",
  "GET /api/auth/verifyemail/[token]",
  "GET /api/auth/[...nextauth]",
  "POST /api/auth/[...nextauth]",
  "GET /api/cart/cartdetail",
  "POST /api/cart/addCart",
  "POST /api/cart/addinfoCart/[id]",
  "DELETE /api/cart/deleteCartcategory/[id]",
  "POST /api/cart/updateCartQty/[id]",
  "POST /api/cart/applyPromo",
  "POST /api/cart/fulfilment",
  "GET /api/store/status",
  "GET /api/store/slots",
  "GET /api/delivery/check",
  "GET /api/promotions",
  "GET /api/health",
  "GET /api/health/ready",
  "GET /api/auth/viewer",
  "POST /api/payments/razorpay/webhook",
]);

/** Routes that are not built from an endpoint declaration, and why. */
const UNDECLARED = new Map([
  ["/api/auth/[...nextauth]", "next-auth's own catch-all: it answers its own protocol, not the spec's envelope"],
]);

const ADMIN_AREAS = [/^\/api\/adminauth\//, /^\/api\/admin\//];
const key = (r: FoundRoute) => `${r.method} ${r.path}`;
const isAdminPath = (r: FoundRoute) => ADMIN_AREAS.some((re) => re.test(r.path)) && !PUBLIC.has(key(r));

let routes: FoundRoute[];
let customerToken: string;
let adminToken: string;

beforeAll(async () => {
  await resetDatabase();
  routes = await findRoutes();
  customerToken = (await createCustomer()).token;
  adminToken = (await createAdmin()).token;
});

function send(route: FoundRoute, bearer?: string) {
  const params = paramsFor(route.path, (name, catchAll) => (catchAll ? ["session"] : name === "token" ? "x".repeat(43) : randomUUID()));
  return call(route.handler, { method: route.method, params, bearer, ...(route.method === "GET" || route.method === "DELETE" ? {} : { body: {} }) });
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
      expect(route.endpoint.access === "public", `${key(route)} declares access "${route.endpoint.access}"`).toBe(PUBLIC.has(key(route)));
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
    for (const route of routes.filter((r) => !PUBLIC.has(key(r)))) {
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

  it("does not take an admin's session for a customer's", async () => {
    for (const route of routes.filter((r) => r.endpoint?.access === "customer")) {
      expect((await send(route, adminToken)).status, key(route)).toBe(401);
    }
  });
});
