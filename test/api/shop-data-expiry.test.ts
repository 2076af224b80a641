import { beforeAll, describe, expect, it } from "vitest";
import { expiresShopData } from "@/lib/api/handle";
import { findRoutes, type FoundRoute } from "../routes";

// Which calls expire the shop's cached menu and storefront pages (decisions 020, 064), for every
// route of app/api found from the file tree: an admin write added tomorrow expires them unless it
// is named here as one that changes nothing customers read.

/** The writes staff make to an order during service: its progress, its money, its ticket. */
const KEEPS_SHOP_DATA = new Set([
  "PATCH /api/adminauth/orderStatus/[id]",
  "POST /api/adminauth/orders/[id]/accept",
  "POST /api/adminauth/orders/[id]/reject",
  "POST /api/adminauth/orders/[id]/paid",
  "POST /api/adminauth/orders/[id]/refund",
  "POST /api/adminauth/orders/[id]/print",
  "POST /api/adminauth/deliveries/[id]/delivered",
]);

const key = (r: FoundRoute) => `${r.method} ${r.path}`;
let routes: FoundRoute[];

beforeAll(async () => {
  routes = (await findRoutes()).filter((r) => r.endpoint);
});

describe("expiring the shop's cached reads", () => {
  it("happens on every admin write but the order's own, and on nothing else", () => {
    const adminWrites = routes.filter((r) => r.endpoint!.access === "admin" && r.method !== "GET");
    // The menu, the store's rules, zones and promotions are among them.
    expect(adminWrites.length).toBeGreaterThan(40);
    for (const route of adminWrites) {
      expect(expiresShopData(route.endpoint!), key(route)).toBe(!KEEPS_SHOP_DATA.has(key(route)));
    }
    for (const route of routes.filter((r) => r.endpoint!.access !== "admin" || r.method === "GET")) {
      expect(expiresShopData(route.endpoint!), key(route)).toBe(false);
    }
  });

  it("still happens for the writes that change what customers read", () => {
    const expiring = new Set(routes.filter((r) => expiresShopData(r.endpoint!)).map(key));
    for (const write of [
      "PATCH /api/admin/categoryItembyId/[id]",
      "PUT /api/adminauth/store/hours",
      "POST /api/adminauth/store/pause",
      "POST /api/adminauth/promotions",
    ]) {
      expect(expiring.has(write), write).toBe(true);
    }
  });

  it("names only routes that exist", () => {
    const found = new Set(routes.map(key));
    for (const name of KEEPS_SHOP_DATA) expect(found.has(name), name).toBe(true);
  });
});
