import { describe, expect, it } from "vitest";
import { matchesQuery, normaliseSearchText } from "./match-dish";

const text = normaliseSearchText("Cheesy Garlic Bread with Jalapeños. Mozzarella and sliced green chillies.");

describe("matchesQuery", () => {
  it("matches any part of the name or description, in any case", () => {
    expect(matchesQuery(text, "garlic")).toBe(true);
    expect(matchesQuery(text, "MOZZA")).toBe(true);
  });

  it("ignores accents on either side", () => {
    expect(matchesQuery(text, "jalapenos")).toBe(true);
    expect(matchesQuery(normaliseSearchText("Jalapenos"), "jalapeños")).toBe(true);
  });

  it("needs every word, in any order", () => {
    expect(matchesQuery(text, "bread  cheesy")).toBe(true);
    expect(matchesQuery(text, "bread pepperoni")).toBe(false);
  });

  it("matches everything with an empty or blank query", () => {
    expect(matchesQuery(text, "")).toBe(true);
    expect(matchesQuery(text, "   ")).toBe(true);
  });
});
