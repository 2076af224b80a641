import { describe, expect, it } from "vitest";
import { matchesSearch, matchesWords, searchWords } from "./search-words";

// The top bar's search and the orders board's on the server (decision 115) read a search one way.

describe("the admin's search", () => {
  it("splits what was typed into lower-case words, whatever the white space", () => {
    expect(searchWords("  Garlic\tBREAD \n oliver@Example.co.uk ")).toEqual([
      "garlic",
      "bread",
      "oliver@example.co.uk",
    ]);
    expect(searchWords(" \t ")).toEqual([]);
  });

  it("matches every word, in any order and case, across the texts", () => {
    expect(matchesSearch("bread garlic", "Garlic Bread", "Starter")).toBe(true);
    expect(matchesSearch("GARLIC starter", "Garlic Bread", "Starter")).toBe(true);
    expect(matchesSearch("garlic chips", "Garlic Bread", "Starter")).toBe(false);
    // A word may run on from one text into the next only through the space between them.
    expect(matchesSearch("bread starter", "Garlic Bread", "Starter")).toBe(true);
    expect(matchesSearch("breadstarter", "Garlic Bread", "Starter")).toBe(false);
  });

  it("matches everything when nothing is typed, and skips texts that are missing", () => {
    expect(matchesSearch("", "Garlic Bread")).toBe(true);
    expect(matchesSearch("   ")).toBe(true);
    expect(matchesSearch("sam", null, undefined, "", "Sam Taylor")).toBe(true);
    expect(matchesSearch("null", null, "Sam")).toBe(false);
    expect(matchesWords([], [])).toBe(true);
    expect(matchesWords(["#1042"], ["#1042", "Sam Taylor"])).toBe(true);
  });
});
