import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const css = readFileSync(path.join(import.meta.dirname, "globals.css"), "utf8");

/** Each `html:has(…)`, `body:has(…)` or `:root:has(…)` in the sheet, with the text of its argument. */
function documentHasArguments(sheet: string): string[] {
  const found: string[] = [];
  for (const match of sheet.matchAll(/(?:\bhtml|\bbody|:root)\s*:has\(/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < sheet.length) {
      if (sheet[end] === "(") depth += 1;
      if (sheet[end] === ")") depth -= 1;
      end += 1;
    }
    found.push(sheet.slice(match.index + match[0].length, end - 1).trim());
  }
  return found;
}

/** Whether a :has() argument is "> a > b > c": child combinators only, so its depth is fixed. */
function onlyChildSteps(argument: string): boolean {
  const compounds = argument.replace(/\[[^\]]*\]/g, "[]");
  return /^>\s*[^\s>+~,]+(\s*>\s*[^\s>+~,]+)*$/.test(compounds);
}

describe("app/globals.css", () => {
  // Chromium answers `html:has(.x)` by walking the whole document every time it styles html (9–15
  // times while /restaurant loads, 4–20 ms at 4× CPU); `html:has(> body > … > .x)` only visits the
  // few elements at those depths (docs/speed-log.md, 2026-12-01 night).
  it("asks about the page from html or body only through children, never anywhere below", () => {
    const args = documentHasArguments(css);
    expect(args.length).toBeGreaterThan(0);
    for (const argument of args) expect(onlyChildSteps(argument), `:has(${argument})`).toBe(true);
  });

  it("finds such a rule in the sheet as it stood before (the check can fail)", () => {
    const before = "@supports (overflow-anchor: auto) { html:has(#menu-dishes) { scroll-behavior: auto; } }";
    expect(documentHasArguments(before)).toEqual(["#menu-dishes"]);
    expect(onlyChildSteps("#menu-dishes")).toBe(false);
    expect(onlyChildSteps("> body #main > [data-page]")).toBe(false);
    expect(onlyChildSteps("> body > div ~ div")).toBe(false);
    expect(onlyChildSteps('> body > div > #main > [data-page="a b"]')).toBe(true);
  });
});
