import { ANY_WIDTH, expect, test } from "./support/fixtures";

// The API's edges as the built app answers them (decision 083): a method a route does not take
// is a 405 with an Allow header and the envelope (the app server, from the routes' own exports),
// and an address no route has is a 404 in the envelope (app/api/[[...path]]), where Next.js
// answered an empty 405 and its HTML 404 page. Real routes, next-auth's catch-all and the site's
// pages are not shadowed by the catch-all.

test.describe("[API] Edges of /api", { tag: ANY_WIDTH }, () => {
  test("a method the route does not take is a 405 with Allow and the envelope", async ({ request }) => {
    for (const [method, path, allow] of [
      ["GET", "/api/cart/addCart", "OPTIONS, POST"],
      ["DELETE", "/api/health", "GET, HEAD, OPTIONS"],
      ["POST", "/api/admin/foodcategorydatashow", "GET, HEAD, OPTIONS"],
      ["PUT", "/api/auth/SignIn", "OPTIONS, POST"],
    ] as const) {
      const res = await request.fetch(path, { method });
      expect(res.status(), `${method} ${path}`).toBe(405);
      expect(res.headers()["allow"], `${method} ${path}`).toBe(allow);
      expect(res.headers()["content-type"]).toContain("application/json");
      const body = (await res.json()) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message).toBe(
        `This address does not take ${method} requests. Use ${allow.includes("GET") ? "GET" : "POST"}.`,
      );
    }
    // Next.js's own answer to OPTIONS lists the same methods.
    const options = await request.fetch("/api/cart/addCart", { method: "OPTIONS" });
    expect(options.status()).toBe(204);
    expect(options.headers()["allow"]).toBe("OPTIONS, POST");
  });

  test("an address no route has is a 404 in the envelope, for every method", async ({ request }) => {
    for (const path of [
      "/api",
      "/api/nothing",
      "/api/cart/no-such-thing/1",
      "/api/auth/session",
      "/api/adminauth/x/y/z",
    ]) {
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        const res = await request.fetch(path, { method, ...(method === "GET" ? {} : { data: {} }) });
        expect(res.status(), `${method} ${path}`).toBe(404);
        expect(res.headers()["content-type"], `${method} ${path}`).toContain("application/json");
        expect(await res.json(), `${method} ${path}`).toEqual({ success: false, message: "Page not found." });
      }
    }
  });

  test("real routes and pages still answer as before", async ({ request }) => {
    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    expect(((await health.json()) as { success: boolean }).success).toBe(true);
    const menu = await request.get("/api/admin/foodcategorydatashow");
    expect(menu.status()).toBe(200);
    const order = await request.get("/api/cart/userOreder");
    expect(order.status()).toBe(401);
    expect(((await order.json()) as { success: boolean }).success).toBe(false);
    const page = await request.get("/no-such-page");
    expect(page.status()).toBe(404);
    expect(await page.text()).toContain("<title>Page not found");
    expect((await request.get("/order")).status()).toBe(200);
  });
});
