import { describe, expect, it } from "vitest";
import { CATEGORY_CHOICES } from "@/lib/menu/shared";
import { SEED_MENU } from "@/lib/seed";
import { menuArtPath } from "@/lib/menu";
import { DISH_ART, findDishArt } from "./dishes";
import { burgerFilling } from "./foods/burger";
import { coldDrinkKind, DRINK_COLOURS, type ColdDrinkKind } from "./foods/cold-drink";
import { seededArtJobs } from "./jobs";
import { drawMenuArt } from "./index";
import { FOOD } from "./palette";
import { compactPath } from "./svg";

// The spec's fixed list of categories, which the admin form offers too.
const EXPECTED_CATEGORIES = [...CATEGORY_CHOICES];

describe("SEED_MENU", () => {
  it("has the 13 customer-facing categories, exactly spelled and in order", () => {
    expect(SEED_MENU.map((c) => c.name)).toEqual(EXPECTED_CATEGORIES);
  });

  it("uses unique lowercase kebab-case slugs across categories, items and variants", () => {
    const slugs = SEED_MENU.flatMap((c) => [c.slug, ...c.items.map((i) => i.slug), ...c.variants.map((v) => v.slug)]);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("gives each category 3-6 items and 2-4 variants", () => {
    for (const category of SEED_MENU) {
      expect(category.items.length, category.name).toBeGreaterThanOrEqual(3);
      expect(category.items.length, category.name).toBeLessThanOrEqual(6);
      expect(category.variants.length, category.name).toBeGreaterThanOrEqual(2);
      expect(category.variants.length, category.name).toBeLessThanOrEqual(4);
    }
  });

  it("prices every item in at least small and medium, in positive integer pence rising with size", () => {
    const order = ["small", "medium", "large", "xlarge"] as const;
    for (const item of SEED_MENU.flatMap((c) => c.items)) {
      const { small, medium } = item.prices;
      expect(Number.isInteger(small) && (small ?? 0) > 0, `${item.slug} small`).toBe(true);
      expect(Number.isInteger(medium) && (medium ?? 0) > 0, `${item.slug} medium`).toBe(true);
      expect(small ?? 0, item.slug).toBeLessThan(medium ?? 0);
      const listed = order.map((size) => item.prices[size]).filter((p): p is number => p !== undefined);
      for (const price of listed) expect(Number.isInteger(price) && price > 0, item.slug).toBe(true);
      for (let i = 1; i < listed.length; i++) expect(listed[i] ?? 0, item.slug).toBeGreaterThan(listed[i - 1] ?? 0);
    }
  });

  it("has names and one-sentence descriptions of a sensible length", () => {
    for (const item of SEED_MENU.flatMap((c) => c.items)) {
      expect(item.name.trim(), item.slug).not.toBe("");
      expect(item.description.length, item.slug).toBeGreaterThan(20);
      expect(item.description.length, item.slug).toBeLessThanOrEqual(140);
    }
  });

  it("marks one or two variants for a cover picture", () => {
    const covers = SEED_MENU.flatMap((c) => c.variants).filter((v) => v.withCover);
    expect(covers.length).toBeGreaterThanOrEqual(1);
    expect(covers.length).toBeLessThanOrEqual(2);
  });
});

describe("drawMenuArt", () => {
  const jobs = seededArtJobs();

  it.each(jobs.map((job) => [`${job.kind} ${job.slug}`, job] as const))(
    "draws a well-formed, self-contained SVG for %s",
    (_label, job) => {
      const svg = drawMenuArt(job);
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain(job.kind === "cover" ? 'viewBox="0 0 1200 400"' : 'viewBox="0 0 400 400"');
      expect(svg).not.toMatch(/<script/i);
      expect(svg).not.toMatch(/<text|<image|<foreignObject/i);
      expect(svg).not.toMatch(/\son\w+=/i);
      // Only in-document references ("#id") are allowed; no external images, fonts or links.
      for (const [, ref] of svg.matchAll(/(?:xlink:)?href="([^"]*)"/g)) expect(ref?.startsWith("#"), ref).toBe(true);
      for (const [, ref] of svg.matchAll(/url\(([^)]*)\)/g)) expect(ref?.startsWith("#"), ref).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      // Tags balance: every opened non-self-closing element is closed.
      const stack: string[] = [];
      for (const [, close, name, selfClose] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
        if (selfClose) continue;
        if (close) expect(stack.pop()).toBe(name);
        else stack.push(name as string);
      }
      expect(stack).toEqual([]);
      // Actual food, not a bare background (which alone is 5 shapes).
      expect((svg.match(/<(path|circle|ellipse|rect)\b/g) ?? []).length).toBeGreaterThan(9);
      // Size budget: roughly 6 KB is the target, 12 KB a hard ceiling.
      expect(svg.length).toBeLessThan(12_000);
    },
  );

  it("is deterministic: the same input gives the same bytes", () => {
    for (const job of jobs) expect(drawMenuArt({ ...job })).toBe(drawMenuArt({ ...job }));
  });

  it("draws different pictures for different items", () => {
    const pictures = new Set(jobs.map((job) => drawMenuArt(job)));
    expect(pictures.size).toBe(jobs.length);
  });

  it("still draws something for an unknown category", () => {
    const svg = drawMenuArt({ categorySlug: "specials", slug: "specials-mystery", name: "Mystery Box", kind: "item" });
    expect(svg.startsWith("<svg")).toBe(true);
    expect((svg.match(/<path\b/g) ?? []).length).toBeGreaterThan(5);
  });
});

describe("menuArtPath", () => {
  it("maps slugs to public URLs", () => {
    expect(menuArtPath("pizzas-margherita", "item")).toBe("/menu/pizzas-margherita.svg");
    expect(menuArtPath("pizzas-variant-thin-crispy", "variant")).toBe("/menu/pizzas-variant-thin-crispy.svg");
    expect(menuArtPath("pizzas-variant-classic-crust", "cover")).toBe("/menu/pizzas-variant-classic-crust-cover.svg");
  });

  it("gives every picture its own file", () => {
    const paths = seededArtJobs().map((job) => menuArtPath(job.slug, job.kind));
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("compactPath", () => {
  it("rewrites absolute commands as relative ones without drifting", () => {
    expect(compactPath("M10 20L30 20L30 50Q40 60 50 50Z")).toBe("m10 20h20v30q10 10 20 0z");
    expect(compactPath("M100 200A50 20 0 0 1 200 200")).toBe("m100 200a50 20 0 0 1 100 0");
    // Rounding to one decimal must not accumulate along a long path.
    let d = "M0 0";
    for (let i = 1; i <= 50; i++) d += `L${i * 3.33} 0`;
    const out = compactPath(d);
    expect(out.startsWith("m0 0h")).toBe(true);
    const steps = out.slice("m0 0h".length).match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
    expect(steps).toHaveLength(50);
    const sum = steps.reduce((acc, step) => acc + Number(step), 0);
    expect(Math.abs(sum - 166.5)).toBeLessThan(0.06);
  });
});

describe("dish toppings", () => {
  const itemsOf = (categorySlug: string) => SEED_MENU.find((c) => c.slug === categorySlug)?.items ?? [];
  const variantsOf = (categorySlug: string) => SEED_MENU.find((c) => c.slug === categorySlug)?.variants ?? [];
  const toppingsIn = (svg: string) => new Set([...svg.matchAll(/data-topping="(\w+)"/g)].map(([, kind]) => kind));
  const drawItem = (categorySlug: string, slug: string) => {
    const item = itemsOf(categorySlug).find((i) => i.slug === slug);
    if (!item) throw new Error(`no seeded item ${slug}`);
    return drawMenuArt({ categorySlug, slug, name: item.name, kind: "item" });
  };

  it("gives every seeded pizza, calzone and garlic bread its toppings, so none is left to chance", () => {
    for (const categorySlug of ["pizzas", "calzone", "garlic-bread"]) {
      expect(itemsOf(categorySlug).length).toBeGreaterThan(0);
      for (const item of itemsOf(categorySlug)) expect(DISH_ART[item.slug], item.slug).toBeDefined();
    }
    for (const slug of Object.keys(DISH_ART))
      expect(
        SEED_MENU.some((c) => c.items.some((i) => i.slug === slug)),
        `${slug} is not a seeded dish`,
      ).toBe(true);
  });

  it("draws exactly a dish's own toppings on each pizza and in each calzone", () => {
    for (const categorySlug of ["pizzas", "calzone"])
      for (const item of itemsOf(categorySlug)) {
        const expected = new Set(DISH_ART[item.slug]?.toppings);
        expect(expected.size, item.slug).toBeGreaterThan(0);
        expect(toppingsIn(drawItem(categorySlug, item.slug)), item.slug).toEqual(expected);
      }
  });

  it("tells a Pepperoni from a Margherita from a Hawaiian by what is on them", () => {
    const pepperoni = toppingsIn(drawItem("pizzas", "pizzas-pepperoni-feast"));
    const margherita = toppingsIn(drawItem("pizzas", "pizzas-margherita"));
    const hawaiian = toppingsIn(drawItem("pizzas", "pizzas-hawaiian"));
    expect(pepperoni.has("pepperoni")).toBe(true);
    expect(margherita.has("pepperoni")).toBe(false);
    expect([...margherita].sort()).toEqual(["basil", "mozzarella"]);
    expect([...hawaiian].sort()).toEqual(["ham", "pineapple"]);
    // BBQ chicken carries its sauce colour and chicken; the Margherita has no melted-cheese layer.
    const bbq = drawItem("pizzas", "pizzas-bbq-chicken");
    expect(bbq).toContain('data-topping="chicken"');
    expect(bbq).toContain(`"${FOOD.bbq}"`);
    expect(drawItem("pizzas", "pizzas-margherita")).not.toContain(`"${FOOD.cheese}"`);
  });

  it("draws a variant (crust, glaze, butter) on the plain base, with no dish's toppings", () => {
    for (const categorySlug of ["pizzas", "calzone", "garlic-bread"])
      for (const variant of variantsOf(categorySlug))
        for (const kind of variant.withCover ? (["variant", "cover"] as const) : (["variant"] as const)) {
          const svg = drawMenuArt({ categorySlug, slug: variant.slug, name: variant.name, kind });
          expect(toppingsIn(svg), `${kind} ${variant.slug}`).toEqual(new Set());
        }
  });

  it("keeps a crust's picture about the crust: the four pizza crusts differ from each other", () => {
    const crusts = variantsOf("pizzas").map((v) =>
      drawMenuArt({ categorySlug: "pizzas", slug: v.slug, name: v.name, kind: "variant" }),
    );
    expect(crusts).toHaveLength(4);
    // Stuffed crust's cheese-filled rim is a dashed ring; only that crust has it.
    expect(crusts.filter((svg) => svg.includes("stroke-dasharray"))).toHaveLength(1);
  });

  it("finds a seeded dish by name for pictures drawn outside the menu (the landing page's deals)", () => {
    expect(findDishArt("deal-pizzas", "Meat Feast")).toBe(DISH_ART["pizzas-meat-feast"]);
    expect(findDishArt("pizzas-variant-thin-crispy", "Thin & Crispy")).toBeUndefined();
    const deal = drawMenuArt({ categorySlug: "pizzas", slug: "deal-pizzas", name: "Meat Feast", kind: "cover" });
    expect(toppingsIn(deal)).toEqual(new Set(DISH_ART["pizzas-meat-feast"]?.toppings));
  });

  it("guesses an admin-added pizza's toppings from its name, and never at random", () => {
    const draw = (name: string, slug: string) =>
      toppingsIn(drawMenuArt({ categorySlug: "pizzas", slug, name, kind: "item" }));
    expect(draw("Spicy Pepperoni", "pizzas-spicy-pepperoni")).toEqual(new Set(["pepperoni"]));
    // Same name, other slug: the same toppings (only the seed of the layout differs).
    expect(draw("Chef's Special", "pizzas-special-a")).toEqual(new Set());
    expect(draw("Chef's Special", "pizzas-special-b")).toEqual(new Set());
  });
});

/** What each seeded drink is, written out so a drawer that guesses wrong fails here (issue 25). */
const DRINK_KIND_BY_SLUG: Readonly<Record<string, ColdDrinkKind>> = {
  "cold-drinks-coca-cola": "cola",
  "cold-drinks-diet-coke": "diet-cola",
  "cold-drinks-fanta-orange": "orange",
  "cold-drinks-sprite": "lemon-lime",
  "cold-drinks-still-water": "water",
};

const BURGER_FILLING_BY_SLUG: Readonly<Record<string, ReturnType<typeof burgerFilling>>> = {
  "burgers-classic-beef": "beef",
  "burgers-cheeseburger": "beef",
  "burgers-double-bacon-cheeseburger": "beef",
  "burgers-crispy-chicken": "chicken",
  "burgers-spicy-bean": "bean",
};

describe("each dish's picture shows that dish", () => {
  const itemsOf = (categorySlug: string) => SEED_MENU.find((c) => c.slug === categorySlug)?.items ?? [];
  const contextOf = (name: string, slug: string, kind: "item" | "variant" = "item") => {
    const text = `${name} ${slug}`.toLowerCase();
    return { kind, has: (...words: string[]) => words.some((w) => text.includes(w)) };
  };
  const colours = (svg: string) => new Set(svg.match(/#[0-9a-f]{6}/gi)?.map((c) => c.toLowerCase()));

  it("knows every seeded cold drink, and draws it as its kind", () => {
    const drinks = itemsOf("cold-drinks");
    expect(drinks.map((d) => d.slug).sort()).toEqual(Object.keys(DRINK_KIND_BY_SLUG).sort());
    for (const drink of drinks)
      expect(coldDrinkKind(contextOf(drink.name, drink.slug)), drink.slug).toBe(DRINK_KIND_BY_SLUG[drink.slug]);
  });

  it("paints a drink in its own colours and in no other drink's", () => {
    for (const drink of itemsOf("cold-drinks")) {
      const kind = DRINK_KIND_BY_SLUG[drink.slug]!;
      const used = colours(
        drawMenuArt({ categorySlug: "cold-drinks", slug: drink.slug, name: drink.name, kind: "item" }),
      );
      for (const [other, brand] of Object.entries(DRINK_COLOURS)) {
        if (other === kind)
          expect(used.has(brand.body), `${drink.slug} is not in ${other}'s colour ${brand.body}`).toBe(true);
        // The can body is each drink's own colour: Coca-Cola is never orange, water never a cola.
        else expect(used.has(brand.body), `${drink.slug} uses ${other}'s colour ${brand.body}`).toBe(false);
      }
    }
  });

  it("draws a drink variant (With ice, No ice) as a plain glass, not as one particular drink", () => {
    const variants = SEED_MENU.find((c) => c.slug === "cold-drinks")!.variants;
    for (const variant of variants) {
      expect(coldDrinkKind(contextOf(variant.name, variant.slug, "variant")), variant.slug).toBe("plain");
      const used = colours(
        drawMenuArt({ categorySlug: "cold-drinks", slug: variant.slug, name: variant.name, kind: "variant" }),
      );
      for (const brand of [DRINK_COLOURS.cola, DRINK_COLOURS.orange, DRINK_COLOURS["lemon-lime"]])
        expect(used.has(brand.liquid), `${variant.slug} poured as ${brand.liquid}`).toBe(false);
    }
  });

  it("gives a drink added later in the admin a plain glass rather than another drink's colours", () => {
    expect(coldDrinkKind(contextOf("Cream Soda", "cold-drinks-cream-soda"))).toBe("plain");
    expect(coldDrinkKind(contextOf("Pepsi Max Zero", "cold-drinks-pepsi-max"))).toBe("diet-cola");
    expect(coldDrinkKind(contextOf("Sparkling Water", "cold-drinks-sparkling-water"))).toBe("water");
  });

  it("puts each burger's own filling in the bun: the Crispy Chicken Burger a breaded fillet", () => {
    const burgers = itemsOf("burgers");
    expect(burgers.map((b) => b.slug).sort()).toEqual(Object.keys(BURGER_FILLING_BY_SLUG).sort());
    for (const burger of burgers)
      expect(burgerFilling(contextOf(burger.name, burger.slug)), burger.slug).toBe(BURGER_FILLING_BY_SLUG[burger.slug]);
    const chicken = drawMenuArt({
      categorySlug: "burgers",
      slug: "burgers-crispy-chicken",
      name: "Crispy Chicken Burger",
      kind: "item",
    });
    expect(chicken).toContain('"#d98a2b"'); // the breadcrumb coating
    expect(chicken).not.toContain(`"${FOOD.patty}"`);
  });
});
