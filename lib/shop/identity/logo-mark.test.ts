import { describe, expect, it } from "vitest";
import { logoMarkPath } from "./logo-mark";

describe("the logo the header and footer show", () => {
  it("is the 128 px copy of a logo stored with one", () => {
    expect(logoMarkPath("/media/shop/logo-3f1c-w480.webp")).toBe("/media/shop/logo-3f1c-w128.webp");
  });

  it("is the logo itself when it was stored before the copies, and none without a logo", () => {
    expect(logoMarkPath("/media/shop/logo-3f1c.webp")).toBe("/media/shop/logo-3f1c.webp");
    expect(logoMarkPath(null)).toBeNull();
  });
});
