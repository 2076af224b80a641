import type { APIRequestContext } from "@playwright/test";
import { ANY_WIDTH, expect, test } from "./support/fixtures";

/** The scripts a page's HTML names: those every browser runs, and the legacy browsers' polyfills. */
async function firstScripts(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"[^>]*>/g)];
  const sources = (legacy: boolean) => [
    ...new Set(tags.filter((m) => /nomodule/i.test(m[0]) === legacy).map((m) => m[1]!)),
  ];
  return { modern: sources(false), legacy: sources(true) };
}

// What a storefront page's first scripts must not hold (decision 060): code for what the server
// draws alone, or icons the browser draws only on other screens. Found by what the chunks hold,
// whatever the build named them, in the scripts the server's HTML names.

const NOT_IN_FIRST_SCRIPTS: Record<string, string> = {
  "the dietary filter's note, drawn by the server": "traces are not filtered out",
  "the leaf of the dish badges, a mask in the stylesheet": "M14 2c-6 0-11 2-11 8",
  "the password field's eye": "M2 12s3.6-7 10-7 10 7 10 7",
  "the basket line's bin": "M4 7h16M10 11v6M14 11v6",
  "the quantity stepper's plus": "M12 5v14M5 12h14",
  // The phone's top bar is a client component; the logo it shows comes from the server as a child.
  "the logo's mark": "l-2 3.5C25 6.5 15 6.5 6 11.5z",
  // LONDON (lib/platform/time/shop-zone.ts) once kept luxon's 20 KB in /order's and /restaurant's
  // first scripts; the browser formats with Intl, the server places instants with luxon.
  "luxon, the server's calendar": "Invalid DateTime: ",
  // Decision 090: what next.config.ts's aliases leave out. Were Next.js to move these modules,
  // the aliases would stop matching without a word, and the bytes would come back.
  "Next.js's module polyfills": "String.prototype.trimStart=String.prototype.trimLeft",
  "Node's process emulation": "setTimeout has not been defined",
  "Next.js's built-in last error screen": "A server error occurred. Reload to try again.",
};

for (const path of ["/", "/order", "/restaurant"]) {
  test(
    `${path}: the first scripts leave out what the browser does not draw there`,
    { tag: ANY_WIDTH },
    async ({ request }) => {
      const { modern, legacy } = await firstScripts(request, path);
      const sources = [...modern, ...legacy];
      expect(modern.length, "the page names its scripts").toBeGreaterThan(3);
      const code = (await Promise.all(sources.map(async (src) => (await request.get(src)).text()))).join("\n");
      // The page's own part is there: a control it draws in the browser.
      expect(code).toContain(
        path === "/restaurant" ? "QuickAddDelegate" : path === "/order" ? "DietFilterControls" : "NewsletterForm",
      );
      const found = Object.entries(NOT_IN_FIRST_SCRIPTS)
        .filter(([, text]) => code.includes(text))
        .map(([what]) => what);
      expect(found).toEqual([]);
    },
  );
}

// The order page's search reads the whole menu from the catalogue's answer the first time it is
// used (decision 076); the code that reads that answer (its wire name for a category's dishes)
// comes with it, not in the first scripts.
test(
  "/order: the search's reader of the whole menu is not among the first scripts",
  { tag: ANY_WIDTH },
  async ({ request }) => {
    const { modern } = await firstScripts(request, "/order");
    expect(modern.length, "the page names its scripts").toBeGreaterThan(3);
    const code = (await Promise.all(modern.map(async (src) => (await request.get(src)).text()))).join("\n");
    expect(code).toContain("DietFilterControls");
    expect(code).not.toContain("categoryIteam");
  },
);

// The scripts a page names run nearly all their code while it loads, so each begins with V8's
// compile hint and is compiled off the main thread as it streams in (decision 062,
// scripts/compile-hints.mjs); the legacy browsers' polyfills, which Chrome never runs, do not.
for (const path of ["/", "/order", "/restaurant"]) {
  test(`${path}: each first script asks to be compiled as it arrives`, { tag: ANY_WIDTH }, async ({ request }) => {
    const { modern, legacy } = await firstScripts(request, path);
    expect(modern.length, "the page names its scripts").toBeGreaterThan(3);
    expect(legacy.length, "and the legacy browsers' polyfills").toBe(1);
    const starts = async (src: string) => (await (await request.get(src)).text()).slice(0, 40);
    for (const src of modern) expect(await starts(src), src).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    expect(await starts(legacy[0]!)).not.toContain("allFunctionsCalledOnLoad");
  });
}

// A browser's first Intl formatter costs its main thread tens of milliseconds (ICU's locale data;
// 35–70 ms measured on this machine, before any phone slowdown), so a storefront page's first
// load builds none: the server writes the prices, the basket's empty total and the trading
// status's words (docs/speed-log.md, 2026-11-30). Counted from before the page's first script.
for (const path of ["/", "/order", "/restaurant"]) {
  test(
    `${path}: the browser builds no Intl formatter while the page loads and its first polls answer`,
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await page.addInitScript(() => {
        const used: string[] = [];
        Object.assign(window, { __intlUsed: used });
        const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
        for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules", "RelativeTimeFormat", "ListFormat"]) {
          intl[name] = new Proxy(intl[name]!, {
            construct: (target, args) => (used.push(`Intl.${name}`), Reflect.construct(target, args)),
          });
        }
        const wrap = (proto: object, method: string) => {
          const original = (proto as Record<string, (...args: unknown[]) => string>)[method]!;
          Object.assign(proto, {
            [method]: function (this: unknown, ...args: unknown[]) {
              used.push(method);
              return original.apply(this, args);
            },
          });
        };
        for (const method of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"])
          wrap(Date.prototype, method);
        wrap(Number.prototype, "toLocaleString");
      });
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(
        page.getByTestId("basket-summary").or(page.getByTestId("mobile-basket-summary")).first(),
      ).toContainText("£0.00");
      const used = () => page.evaluate(() => (window as unknown as { __intlUsed: string[] }).__intlUsed);
      expect(await used()).toEqual([]);
      // The count works: a formatter built now is seen.
      await page.evaluate(() => new Intl.NumberFormat("en-GB").format(1));
      expect(await used()).toEqual(["Intl.NumberFormat"]);
    },
  );
}
