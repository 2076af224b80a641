import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findRouteModules } from "@/test/routes";
import { OUTPUT, renderApiRoutes, ROUTE_METHODS, scanApiRoutes } from "../scripts/api-routes.mjs";
import { allowedApiMethods, allowedMethods, buildRouteTree, routeMethodsOf } from "./api-methods";

// The list of /api routes and their methods the app server refuses other methods by (decision
// 083) is written from the route files; these checks keep it equal to what they export.

describe("server/api-routes.generated.ts", () => {
  it("is what scripts/api-routes.mjs writes from app/api today (run it after adding or changing a route)", async () => {
    expect(readFileSync(OUTPUT, "utf8")).toBe(await renderApiRoutes());
  });

  it("lists exactly the methods each route module exports", async () => {
    const exported: Record<string, string[]> = {};
    for (const { path, module } of await findRouteModules()) {
      exported[path] = ROUTE_METHODS.filter((m) => typeof module[m] === "function");
    }
    expect(scanApiRoutes()).toEqual(exported);
  });
});

describe("the route of an /api path", () => {
  const tree = buildRouteTree({
    "/api/a/b": ["GET"],
    "/api/a/[id]": ["DELETE"],
    "/api/a/[id]/x": ["POST"],
    "/api/auth/SignIn": ["POST"],
    "/api/auth/[...nextauth]": ["GET", "POST"],
    "/api/[[...path]]": ["PUT"],
  });

  it("is found as Next.js picks it: a named segment before a parameter, a catch-all last", () => {
    expect(routeMethodsOf(tree, "/api/a/b")).toEqual(["GET"]);
    expect(routeMethodsOf(tree, "/api/a/c")).toEqual(["DELETE"]);
    expect(routeMethodsOf(tree, "/api/a/b/x")).toEqual(["POST"]);
    expect(routeMethodsOf(tree, "/api/auth/SignIn")).toEqual(["POST"]);
    expect(routeMethodsOf(tree, "/api/auth/session")).toEqual(["GET", "POST"]);
    expect(routeMethodsOf(tree, "/api/auth/SignIn/more")).toEqual(["GET", "POST"]);
    expect(routeMethodsOf(tree, "/api/a/b/y")).toEqual(["PUT"]);
    expect(routeMethodsOf(tree, "/api")).toEqual(["PUT"]);
    expect(routeMethodsOf(tree, "/api/nothing")).toEqual(["PUT"]);
  });

  it("is left to Next.js when it may rewrite the path first", () => {
    for (const path of ["/api/a/b/", "/api//a/b", "/api/a/%62"]) expect(routeMethodsOf(tree, path), path).toBeNull();
  });

  it("allows what Next.js answers too: HEAD with a GET, OPTIONS always", () => {
    expect(allowedMethods(["POST"])).toEqual(["OPTIONS", "POST"]);
    expect(allowedMethods(["PATCH", "GET"])).toEqual(["GET", "HEAD", "OPTIONS", "PATCH"]);
    expect(allowedApiMethods("/api/cart/addCart")).toEqual(["OPTIONS", "POST"]);
    expect(allowedApiMethods("/api/no/such/route")).toEqual([
      "DELETE",
      "GET",
      "HEAD",
      "OPTIONS",
      "PATCH",
      "POST",
      "PUT",
    ]);
  });
});
