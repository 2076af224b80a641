import { ANY_WIDTH, expect, test } from "./support/fixtures";

// What a storefront page's first scripts must not hold (decision 060): code for what the server
// draws alone, or icons the browser draws only on other screens. Found by what the chunks hold,
// whatever the build named them, in the scripts the server's HTML names.

const NOT_IN_FIRST_SCRIPTS: Record<string, string> = {
  "the dietary filter's note, drawn by the server": "traces are not filtered out",
  "the leaf of the dish badges, a mask in the stylesheet": "M14 2c-6 0-11 2-11 8",
  "the password field's eye": "M2 12s3.6-7 10-7 10 7 10 7",
  "the basket line's bin": "M4 7h16M10 11v6M14 11v6",
  "the quantity stepper's plus": "M12 5v14M5 12h14",
};

for (const path of ["/", "/order", "/restaurant"]) {
  test(
    `${path}: the first scripts leave out what the browser does not draw there`,
    { tag: ANY_WIDTH },
    async ({ request }) => {
      const html = await (await request.get(path)).text();
      const sources = [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map((m) => m[1]!))];
      expect(sources.length, "the page names its scripts").toBeGreaterThan(3);
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
