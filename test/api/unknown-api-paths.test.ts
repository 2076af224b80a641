import { describe, expect, it } from "vitest";
import * as unknownRoute from "@/app/api/[[...path]]/route";
import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";
import { call } from "../request";

// An /api address no route has answers the API's envelope with 404, whatever the method, where
// Next.js answered its HTML 404 page (and an empty 405 for a method next-auth's catch-all did not
// export). Which route Next.js picks is checked against the build in e2e/api-edges.spec.ts.

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

type CatchAll = typeof nextAuthRoute.GET;
const CASES: [name: string, module: Record<string, unknown>, params: Record<string, string[]>][] = [
  ["app/api/[[...path]]", unknownRoute, { path: ["no", "such", "route"] }],
  ["app/api/auth/[...nextauth]", nextAuthRoute, { nextauth: ["session"] }],
];

describe("an /api address no route has", () => {
  for (const [name, module, params] of CASES) {
    it(`answers 404 in the envelope for every method (${name})`, async () => {
      for (const method of METHODS) {
        const handler = module[method];
        expect(typeof handler, `${name} exports ${method}`).toBe("function");
        const res = await call(handler as CatchAll, {
          method,
          params: params as { nextauth: string[] },
          ...(method === "GET" || method === "OPTIONS" ? {} : { body: { any: "thing" } }),
        });
        expect(res.status, `${method} ${name}`).toBe(404);
        expect(res.json, `${method} ${name}`).toEqual({ success: false, message: "Page not found." });
      }
    });
  }

  it("answers the bare /api too", async () => {
    const res = await call(unknownRoute.GET, { params: {} });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: "Page not found." });
  });
});
