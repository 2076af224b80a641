import { describe, expect, it } from "vitest";
import { CORS_ALLOWED_HEADERS, CORS_ALLOWED_METHODS, decideCors, isAdminApiPath, type TCorsRequest } from "./cors";

const ALLOWED = ["https://app.example.co.uk", "http://localhost:5173"];

const preflight = (pathname: string, origin: string | null, requestedMethod = "PATCH"): TCorsRequest => ({
  method: "OPTIONS",
  pathname,
  origin,
  requestedMethod,
});
const actual = (pathname: string, origin: string | null, method = "GET"): TCorsRequest => ({
  method,
  pathname,
  origin,
  requestedMethod: null,
});

const asObject = (headers: Headers) => Object.fromEntries(headers.entries());

describe("decideCors", () => {
  it("answers a listed origin's preflight with the origin, methods, headers and credentials", () => {
    const decision = decideCors(preflight("/api/cart/addCart", "https://app.example.co.uk"), ALLOWED);
    expect(decision.isPreflight).toBe(true);
    expect(asObject(decision.headers)).toEqual({
      "access-control-allow-origin": "https://app.example.co.uk",
      "access-control-allow-credentials": "true",
      "access-control-allow-methods": CORS_ALLOWED_METHODS,
      "access-control-allow-headers": CORS_ALLOWED_HEADERS,
      "access-control-max-age": "600",
      vary: "Origin",
    });
    expect(CORS_ALLOWED_METHODS.split(", ")).toEqual(["GET", "POST", "PATCH", "PUT", "DELETE"]);
    expect(CORS_ALLOWED_HEADERS.split(", ")).toEqual(["Authorization", "Content-Type"]);
  });

  it("gives a foreign origin's preflight no CORS header, only Vary", () => {
    for (const origin of [
      "https://evil.example",
      "https://app.example.co.uk.evil.example",
      "null",
      "HTTPS://APP.EXAMPLE.CO.UK",
    ]) {
      const decision = decideCors(preflight("/api/cart/addCart", origin), ALLOWED);
      expect(decision.isPreflight).toBe(true);
      expect(asObject(decision.headers)).toEqual({ vary: "Origin" });
    }
  });

  it("never offers credentials on the admin API, even to a listed origin", () => {
    for (const path of ["/api/admin/orders", "/api/adminauth/login", "/api/admin", "/api/adminauth"]) {
      const pre = decideCors(preflight(path, "https://app.example.co.uk", "DELETE"), ALLOWED);
      expect(pre.headers.get("access-control-allow-origin")).toBe("https://app.example.co.uk");
      expect(pre.headers.get("access-control-allow-headers")).toBe(CORS_ALLOWED_HEADERS);
      expect(pre.headers.has("access-control-allow-credentials")).toBe(false);
      const call = decideCors(actual(path, "https://app.example.co.uk", "POST"), ALLOWED);
      expect(call.headers.has("access-control-allow-credentials")).toBe(false);
      expect(decideCors(actual(path, "https://evil.example"), ALLOWED).headers.has("access-control-allow-origin")).toBe(
        false,
      );
    }
  });

  it("adds the origin and credentials to a listed origin's actual call, without preflight headers", () => {
    const decision = decideCors(actual("/api/auth/user", "http://localhost:5173"), ALLOWED);
    expect(decision.isPreflight).toBe(false);
    expect(asObject(decision.headers)).toEqual({
      "access-control-allow-origin": "http://localhost:5173",
      "access-control-allow-credentials": "true",
      vary: "Origin",
    });
  });

  it("leaves same-origin and origin-less calls alone", () => {
    expect(asObject(decideCors(actual("/api/auth/user", null), ALLOWED).headers)).toEqual({ vary: "Origin" });
    // An OPTIONS call without Access-Control-Request-Method is not a preflight: the route answers it.
    expect(
      decideCors({ ...preflight("/api/x", "https://app.example.co.uk"), requestedMethod: null }, ALLOWED).isPreflight,
    ).toBe(false);
  });

  it("says nothing at all when no origin is listed (the default)", () => {
    const decision = decideCors(preflight("/api/cart/addCart", "https://app.example.co.uk"), []);
    expect(decision.isPreflight).toBe(true);
    expect(asObject(decision.headers)).toEqual({});
  });
});

describe("isAdminApiPath", () => {
  it("covers /api/admin and /api/adminauth, nothing that merely starts alike", () => {
    expect(isAdminApiPath("/api/admin/foods")).toBe(true);
    expect(isAdminApiPath("/api/adminauth/orders/1")).toBe(true);
    expect(isAdminApiPath("/api/administrator")).toBe(false);
    expect(isAdminApiPath("/api/auth/SignIn")).toBe(false);
  });
});
