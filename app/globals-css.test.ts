import { readFileSync } from "node:fs";
import path from "node:path";
import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";
import { beforeAll, describe, expect, it } from "vitest";

// The sheet as Tailwind builds it for every page: its utilities come from class names found
// anywhere in the project (components, but also tests and documents), so the check is on the
// built sheet, not on globals.css alone.
const sheetPath = path.join(import.meta.dirname, "globals.css");
let sheet = "";
beforeAll(async () => {
  sheet = (await postcss([tailwind()]).process(readFileSync(sheetPath, "utf8"), { from: sheetPath })).css;
}, 60_000);

/** Each `html:has(…)`, `body:has(…)` or `:root:has(…)` in a sheet, with the text of its argument. */
function documentHasArguments(css: string): string[] {
  const found: string[] = [];
  for (const match of css.matchAll(/(?:\bhtml|\bbody|:root)\s*:has\(/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < css.length) {
      if (css[end] === "(") depth += 1;
      if (css[end] === ")") depth -= 1;
      end += 1;
    }
    found.push(css.slice(match.index + match[0].length, end - 1).trim());
  }
  return found;
}

/** Whether a :has() argument is "> a > b > c": child combinators only, so its depth is fixed. */
function onlyChildSteps(argument: string): boolean {
  const compounds = argument.replace(/\[[^\]]*\]/g, "[]");
  return /^>\s*[^\s>+~,]+(\s*>\s*[^\s>+~,]+)*$/.test(compounds);
}

/** The rules of Tailwind's `*:` variant: `:is(.<class> > *)`. */
const childVariantRules = (css: string) => css.match(/:is\(\.\\\*[^)]*\)/g) ?? [];

// Chromium files a rule by its rightmost part and tries one that names no class, id, tag or
// attribute there on every element, each time it styles the page (docs/speed-log.md, 2026-12-01
// night; docs/CODE_STYLE.md, "Cached pages").
describe("the stylesheet every page loads", () => {
  it("asks about the page from html or body only through children, never anywhere below", () => {
    const args = documentHasArguments(sheet);
    expect(args.length).toBeGreaterThan(0);
    for (const argument of args) expect(onlyChildSteps(argument), `:has(${argument})`).toBe(true);
  });

  it("has no rule of Tailwind's `*:` variant (name the children's look in globals.css instead)", () => {
    expect(sheet).toContain(".filter-chip");
    expect(childVariantRules(sheet)).toEqual([]);
  });

  it("would find what it looks for (the checks can fail)", () => {
    const before = "@supports (overflow-anchor: auto) { html:has(#menu-dishes) { scroll-behavior: auto; } }";
    expect(documentHasArguments(before)).toEqual(["#menu-dishes"]);
    expect(onlyChildSteps("#menu-dishes")).toBe(false);
    expect(onlyChildSteps("> body #main > [data-page]")).toBe(false);
    expect(onlyChildSteps("> body > div ~ div")).toBe(false);
    expect(onlyChildSteps('> body > div > #main > [data-page="a b"]')).toBe(true);
    expect(childVariantRules(":is(.\\*\\:text-sm > *) { font-size: 1rem }")).toHaveLength(1);
  });
});
