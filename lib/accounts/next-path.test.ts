import { describe, expect, it } from "vitest";
import { safeNextPath, withNextPath } from "./next-path";

describe("safeNextPath", () => {
  it.each(["/checkout", "/order-detail/abc", "/profile?tab=orders", "/menu#pizzas", "/"])(
    "keeps this site's page %s",
    (path) => {
      expect(safeNextPath(path)).toBe(path);
    },
  );

  it.each([
    ["protocol-relative", "//evil.com"],
    ["protocol-relative with path", "//evil.com/checkout"],
    ["absolute https", "https://evil.com/checkout"],
    ["absolute javascript", "javascript:alert(1)"],
    ["backslash host", "/\\evil.com"],
    ["backslash inside", "/checkout\\..\\x"],
    ["tab trick", "/\t/evil.com"],
    ["newline", "/checkout\n"],
    ["encoded double slash", "/%2F%2Fevil.com"],
    ["encoded backslash", "/%5Cevil.com"],
    ["api path", "/api/auth/user"],
    ["api root", "/api"],
    ["api upper case", "/API/orders"],
    ["encoded api", "/%61pi/orders"],
    ["relative without slash", "checkout"],
    ["empty", ""],
    ["broken encoding", "/%E0%A4%A"],
    ["too long", `/${"a".repeat(600)}`],
  ])("refuses %s", (_why, path) => {
    expect(safeNextPath(path)).toBe("/");
  });

  it("gives the fallback for null and undefined", () => {
    expect(safeNextPath(null, "/admin")).toBe("/admin");
    expect(safeNextPath(undefined)).toBe("/");
  });

  it("does not take /apis or /apiary for the API", () => {
    expect(safeNextPath("/apiary")).toBe("/apiary");
  });
});

describe("withNextPath", () => {
  it("adds the way back, encoded", () => {
    expect(withNextPath("/auth/SignUp", "/checkout")).toBe("/auth/SignUp?next=%2Fcheckout");
    expect(withNextPath("/auth?x=1", "/order-detail/a?b=1")).toBe("/auth?x=1&next=%2Forder-detail%2Fa%3Fb%3D1");
  });

  it("leaves the path alone when there is nowhere worth going back to", () => {
    expect(withNextPath("/auth", "//evil.com")).toBe("/auth");
    expect(withNextPath("/auth", "/")).toBe("/auth");
    expect(withNextPath("/auth", null)).toBe("/auth");
  });
});
