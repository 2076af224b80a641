import { describe, expect, it } from "vitest";
import { dishView } from "@/test/dish-view";
import { presentCategoryItemList } from "./present";

// A category's dishes as the public menu API answers them: a list many requests share (the cached
// read brought up to the clock, frozen) is presented once; any other list each time.

const dish = (name: string) => dishView({ id: `id-${name}`, name, pricing: [{ size: "small", pricePence: 899 }] });

describe("presentCategoryItemList", () => {
  it("presents a shared list once, and frozen", () => {
    const shared = Object.freeze([dish("Margherita"), dish("Kebab")]);
    const first = presentCategoryItemList(shared);
    expect(presentCategoryItemList(shared)).toBe(first);
    expect(first.categoryIteam.map((d) => [d.categoryItemName, d.pricing[0]!.price])).toEqual([
      ["Margherita", 8.99],
      ["Kebab", 8.99],
    ]);
    expect(Object.isFrozen(first.categoryIteam[0])).toBe(true);
    // Another shared list (the menu changed, or the clock moved a dish) is presented afresh.
    expect(presentCategoryItemList(Object.freeze([dish("Margherita")]))).not.toBe(first);
  });

  it("presents a list of its own every time", () => {
    const own = [dish("Margherita")];
    const first = presentCategoryItemList(own);
    expect(presentCategoryItemList(own)).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(false);
  });
});
