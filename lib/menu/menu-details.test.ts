import { describe, expect, it } from "vitest";
import { SEED_MENU, SEED_DISH_DETAILS, SEED_VARIANT_DETAILS } from "@/lib/seed";
import { ALLERGENS, contradictionsOf, lineAllergens, lineDietary, sortAllergens } from "./allergens";
import { isAvailable, isSoldOut } from "./availability";
import { assertLinesOrderable } from "./check-orderable";
import { dietFilterQuery, matchesDietFilter, NO_FILTER, parseDietFilter } from "./diet-filter";

describe("lineAllergens", () => {
  it("is the dish's allergens when there is no variant or extra, in the law's order", () => {
    expect(lineAllergens({ item: ["milk", "gluten"] })).toEqual(["gluten", "milk"]);
  });

  it("adds what the variant adds, once", () => {
    expect(lineAllergens({ item: ["gluten", "milk"], variant: { added: ["milk", "eggs"], removed: [] } })).toEqual([
      "gluten",
      "eggs",
      "milk",
    ]);
  });

  it("removes what the variant removes from the dish (a gluten-free base)", () => {
    expect(lineAllergens({ item: ["gluten", "milk"], variant: { added: [], removed: ["gluten"] } })).toEqual(["milk"]);
  });

  it("unites the extras' allergens, which the variant's removal does not take away", () => {
    const line = lineAllergens({
      item: ["gluten", "milk"],
      variant: { added: [], removed: ["gluten"] },
      extras: [["fish"], ["gluten", "sesame"], []],
    });
    expect(line).toEqual(["gluten", "fish", "milk", "sesame"]);
  });

  it("sorts any set in the order of the 14", () => {
    expect(sortAllergens([...ALLERGENS].reverse())).toEqual([...ALLERGENS]);
    expect(ALLERGENS).toHaveLength(14);
  });
});

describe("lineDietary", () => {
  it("keeps the dish's labels its line's allergens still allow, and only those", () => {
    const VEGAN_GF = ["vegetarian", "vegan", "gluten_free"] as const;
    expect(lineDietary(VEGAN_GF, [])).toEqual(["vegetarian", "vegan", "gluten_free"]);
    // Fries with salt & vinegar: gluten.
    expect(lineDietary(VEGAN_GF, ["gluten", "sulphites"])).toEqual(["vegetarian", "vegan"]);
    // A garden salad with the Caesar dressing: eggs, fish, milk, mustard.
    expect(lineDietary(VEGAN_GF, ["eggs", "fish", "milk", "mustard"])).toEqual(["gluten_free"]);
    // Milk or eggs leave a vegetarian dish vegetarian.
    expect(lineDietary(["vegetarian"], ["eggs", "milk"])).toEqual(["vegetarian"]);
    // A label the dish does not have is never given by a line without the allergen.
    expect(lineDietary([], [])).toEqual([]);
  });
});

describe("availability", () => {
  const now = new Date("2026-11-23T18:00:00Z");
  const base = { soldOut: false, soldOutUntil: null, hidden: false };

  it("a dish marked sold out without a time stays sold out until set back", () => {
    expect(isSoldOut({ ...base, soldOut: true }, now)).toBe(true);
    expect(isAvailable({ ...base, soldOut: true }, new Date("2030-01-01T00:00:00Z"))).toBe(false);
  });

  it("a dish sold out until a time is back on sale from that time", () => {
    const until = new Date("2026-11-23T19:00:00Z");
    expect(isAvailable({ ...base, soldOut: true, soldOutUntil: until }, now)).toBe(false);
    expect(isAvailable({ ...base, soldOut: true, soldOutUntil: until }, until)).toBe(true);
  });

  it("a hidden dish is not available", () => {
    expect(isAvailable({ ...base, hidden: true }, now)).toBe(false);
    const hidden: typeof base & { hidden: boolean } = { ...base, hidden: true };
    expect(isSoldOut(hidden, now)).toBe(false);
  });

  it("checkout is refused naming every dish that can no longer be ordered", () => {
    expect(() => assertLinesOrderable([{ name: "Margherita", isAvailable: true }])).not.toThrow();
    expect(() =>
      assertLinesOrderable([
        { name: "Margherita", isAvailable: false },
        { name: "Hawaiian", isAvailable: false },
        { name: "Margherita", isAvailable: false },
        { name: "Cola", isAvailable: true },
      ]),
    ).toThrow("Margherita and Hawaiian are no longer available");
  });
});

describe("contradictionsOf", () => {
  it("refuses a vegan dish with milk and a gluten-free one with gluten", () => {
    expect(contradictionsOf({ allergens: ["milk"], dietary: ["vegan"] }).dietary).toMatch(
      /vegan dish cannot contain milk/,
    );
    expect(contradictionsOf({ allergens: ["gluten"], dietary: ["gluten_free"] }).dietary).toMatch(/gluten-free/);
    expect(contradictionsOf({ allergens: ["gluten", "celery"], dietary: ["vegan", "vegetarian"] })).toEqual({});
  });
});

describe("the seed's details", () => {
  const dishes = SEED_MENU.flatMap((c) => c.items);
  const variants = SEED_MENU.flatMap((c) => c.variants);

  it("cover every one of the 63 dishes, and name only dishes and variants of the menu", () => {
    expect(dishes).toHaveLength(63);
    for (const dish of dishes) expect(SEED_DISH_DETAILS[dish.slug], dish.slug).toBeDefined();
    expect(Object.keys(SEED_DISH_DETAILS).sort()).toEqual(dishes.map((d) => d.slug).sort());
    const variantSlugs = new Set(variants.map((v) => v.slug));
    for (const slug of Object.keys(SEED_VARIANT_DETAILS)) expect(variantSlugs.has(slug), slug).toBe(true);
  });

  it("never contradict their own labels, and keep spice within 0-3", () => {
    for (const [slug, d] of Object.entries(SEED_DISH_DETAILS)) {
      expect(contradictionsOf({ allergens: d.allergens, dietary: d.dietary ?? [] }), slug).toEqual({});
      expect(d.spice ?? 0).toBeGreaterThanOrEqual(0);
      expect(d.spice ?? 0).toBeLessThanOrEqual(3);
      for (const a of d.mayContain ?? []) expect(d.allergens, `${slug} may contain ${a}`).not.toContain(a);
    }
  });

  it("a Margherita contains gluten and milk; on a gluten-free base only milk; a stuffed crust adds milk", () => {
    const margherita = SEED_DISH_DETAILS["pizzas-margherita"]!;
    expect(margherita.allergens).toEqual(["gluten", "milk"]);
    const gf = SEED_VARIANT_DETAILS["pizzas-variant-gluten-free-base"]!;
    expect(
      lineAllergens({ item: margherita.allergens, variant: { added: gf.added ?? [], removed: gf.removed ?? [] } }),
    ).toEqual(["milk"]);
    expect(SEED_VARIANT_DETAILS["pizzas-variant-stuffed-crust"]!.added).toContain("milk");
  });

  it("a variant removes an allergen only where no dish of its category keeps it from elsewhere", () => {
    // Removals apply to every dish of the category (decision 016): check the seed honours that.
    for (const category of SEED_MENU) {
      for (const v of category.variants) {
        for (const removed of SEED_VARIANT_DETAILS[v.slug]?.removed ?? []) {
          if (category.slug === "pizzas") expect(removed).toBe("gluten");
          if (category.slug === "hot-drinks") expect(removed).toBe("milk");
          expect(["pizzas", "hot-drinks"]).toContain(category.slug);
        }
      }
    }
  });
});

describe("the dietary filter", () => {
  const margherita = { dietary: ["vegetarian" as const], allergens: ["gluten" as const, "milk" as const] };
  const fries = { dietary: ["vegetarian" as const, "vegan" as const, "gluten_free" as const], allergens: [] };
  const burger = { dietary: [], allergens: ["gluten" as const, "mustard" as const] };

  it("reads ?diet= and ?free= from the URL, ignoring unknown words and repeating in a fixed order", () => {
    expect(parseDietFilter({ diet: "vegan,keto", free: ["milk", "gluten,shellfish"] })).toEqual({
      diet: ["vegan"],
      free: ["gluten", "milk"],
    });
    expect(parseDietFilter({})).toEqual(NO_FILTER);
    expect(dietFilterQuery({ diet: ["vegan"], free: ["gluten", "milk"] })).toBe("diet=vegan&free=gluten%2Cmilk");
  });

  it("keeps dishes with every label asked for (vegan counts as vegetarian) and none of the allergens to avoid", () => {
    const keep = (f: Partial<typeof NO_FILTER>) =>
      [margherita, fries, burger].filter((d) => matchesDietFilter(d, { ...NO_FILTER, ...f }));
    expect(keep({})).toHaveLength(3);
    expect(keep({ diet: ["vegetarian"] })).toEqual([margherita, fries]);
    expect(keep({ diet: ["vegan"] })).toEqual([fries]);
    expect(keep({ free: ["milk"] })).toEqual([fries, burger]);
    expect(keep({ diet: ["vegetarian"], free: ["milk"] })).toEqual([fries]);
  });
});
