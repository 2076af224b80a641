import { describe, expect, it } from "vitest";
import { decideWriteOrigin, originOfReferer, type TWriteRequest } from "./write-origin";

const APP = "https://shop.example.co.uk";
const LISTED = ["https://app.example.co.uk"];

const write = (overrides: Partial<TWriteRequest> = {}): TWriteRequest => ({
  method: "POST",
  pathname: "/api/cart/applyPromo",
  origin: null,
  referer: null,
  fetchSite: null,
  hasCookie: true,
  hasBearer: false,
  ...overrides,
});

const allowed = (r: TWriteRequest) => decideWriteOrigin(r, APP, LISTED).allowed;

describe("decideWriteOrigin", () => {
  it("lets reads through from anywhere", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"])
      expect(allowed(write({ method, origin: "https://evil.example" }))).toBe(true);
  });

  it("refuses a cookie-carrying write from another site, a sibling subdomain, another port or an opaque origin", () => {
    for (const origin of [
      "https://evil.example",
      "https://evil.shop.example.co.uk",
      "https://shop.example.co.uk:8443",
      "http://shop.example.co.uk",
      "null",
    ]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) {
        expect(decideWriteOrigin(write({ method, origin }), APP, LISTED), `${method} from ${origin}`).toEqual({
          allowed: false,
          source: origin,
        });
      }
    }
  });

  it("takes the shop's own origin and, outside the admin API, a listed one", () => {
    expect(decideWriteOrigin(write({ origin: APP }), APP, LISTED)).toEqual({ allowed: true, reason: "own origin" });
    expect(decideWriteOrigin(write({ origin: LISTED[0]! }), APP, LISTED)).toEqual({
      allowed: true,
      reason: "listed origin",
    });
    for (const pathname of ["/api/adminauth/store/pause", "/api/admin/addfoodCategory"]) {
      expect(allowed(write({ pathname, origin: APP }))).toBe(true);
      // The admin API takes no cookie from another origin, listed or not (decision 013).
      expect(allowed(write({ pathname, origin: LISTED[0]! }))).toBe(false);
    }
  });

  it("reads the Referer's origin when there is no Origin", () => {
    expect(allowed(write({ referer: `${APP}/checkout?x=1` }))).toBe(true);
    expect(decideWriteOrigin(write({ referer: "https://evil.example/page" }), APP, LISTED)).toEqual({
      allowed: false,
      source: "https://evil.example",
    });
    expect(allowed(write({ referer: "not a url" }))).toBe(false);
    // Origin wins over Referer.
    expect(allowed(write({ origin: "https://evil.example", referer: `${APP}/` }))).toBe(false);
  });

  it("exempts a request that carries only a bearer token, from anywhere", () => {
    expect(
      decideWriteOrigin(write({ hasCookie: false, hasBearer: true, origin: "https://evil.example" }), APP, LISTED),
    ).toEqual({
      allowed: true,
      reason: "bearer only",
    });
    // A bearer token beside cookies does not exempt the cookies.
    expect(allowed(write({ hasCookie: true, hasBearer: true, origin: "https://evil.example" }))).toBe(false);
  });

  it("judges cookie-less writes the same way: a login or sign-up from another site's page is refused", () => {
    expect(allowed(write({ hasCookie: false, origin: "https://evil.example" }))).toBe(false);
    expect(allowed(write({ hasCookie: false, origin: APP }))).toBe(true);
  });

  it("lets a client that names no origin through, unless its browser says it is cross-site", () => {
    expect(decideWriteOrigin(write(), APP, LISTED)).toEqual({ allowed: true, reason: "not from a browser page" });
    expect(allowed(write({ fetchSite: "same-origin" }))).toBe(true);
    expect(allowed(write({ fetchSite: "none" }))).toBe(true);
    expect(allowed(write({ fetchSite: "cross-site" }))).toBe(false);
    expect(allowed(write({ fetchSite: "same-site" }))).toBe(false);
  });
});

describe("originOfReferer", () => {
  it("keeps scheme, host and port only", () => {
    expect(originOfReferer("https://shop.example.co.uk:8443/a/b?c#d")).toBe("https://shop.example.co.uk:8443");
    expect(originOfReferer("https://shop.example.co.uk:443/")).toBe("https://shop.example.co.uk");
    expect(originOfReferer("javascript:alert(1)")).toBe("null");
    expect(originOfReferer("")).toBe("null");
  });
});
