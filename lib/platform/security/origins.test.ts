import { describe, expect, it } from "vitest";
import { describeOriginProblem, originOf, splitList } from "./origins";

describe("origin lists", () => {
  it("splits on commas and drops blanks", () => {
    expect(splitList(" https://a.example , ,http://localhost:5173,")).toEqual([
      "https://a.example",
      "http://localhost:5173",
    ]);
  });

  it.each(["https://app.example.co.uk", "http://localhost:5173", "https://[::1]:8443", "http://127.0.0.1:3000"])(
    "accepts the exact origin %s",
    (origin) => expect(describeOriginProblem(origin)).toBeNull(),
  );

  it.each([
    ["https://app.example.co.uk/", "write https://app.example.co.uk"],
    ["https://app.example.co.uk/shop", "write https://app.example.co.uk"],
    ["https://APP.example.co.uk", "write https://app.example.co.uk"],
    ["https://app.example.co.uk:443", "write https://app.example.co.uk"],
    ["*", "wildcards are not allowed"],
    ["https://*.example.co.uk", "wildcards are not allowed"],
    ["app.example.co.uk", "is not an origin"],
    ["ftp://files.example.co.uk", "must start with https://"],
    ["null", "is not an origin"],
  ])("refuses %s: %s", (entry, message) => {
    expect(describeOriginProblem(entry)).toContain(message);
  });

  it("takes the origin of a URL", () => {
    expect(originOf("https://cdn.example.com/media/x.webp")).toBe("https://cdn.example.com");
  });
});
