import { describe, expect, it } from "vitest";
import type { CategoryItemView } from "@/lib/menu/shared";
import { dishView } from "@/test/dish-view";
import { filterItems, nextPriceOrder, sortItemsByPrice } from "./filter-items";

function item(name: string, description: string, prices: number[]): CategoryItemView {
  const sizes = ["small", "medium", "large", "xlarge"] as const;
  return dishView({
    id: name,
    name,
    description,
    pricing: prices.map((pricePence, i) => ({ size: sizes[i]!, pricePence })),
  });
}

const items = [
  item("Margherita", "Tomato, mozzarella and basil", [899, 1199]),
  item("Cheesy Garlic Bread with Jalapeños", "A cheeky kick of heat", [549]),
  item("Pepperoni Feast", "Spicy pepperoni over mozzarella", [999, 1299]),
  item("Hawaiian", "Pineapple and ham", [999]),
];

describe("filterItems", () => {
  it("keeps everything for an empty or blank query", () => {
    expect(filterItems(items, "")).toEqual(items);
    expect(filterItems(items, "   ")).toEqual(items);
  });

  it("matches names and descriptions, case and accents aside, every word", () => {
    expect(filterItems(items, "MOZZARELLA").map((i) => i.name)).toEqual(["Margherita", "Pepperoni Feast"]);
    expect(filterItems(items, "jalapenos").map((i) => i.name)).toEqual(["Cheesy Garlic Bread with Jalapeños"]);
    expect(filterItems(items, "spicy mozzarella").map((i) => i.name)).toEqual(["Pepperoni Feast"]);
    expect(filterItems(items, "sushi")).toEqual([]);
  });
});

describe("sortItemsByPrice", () => {
  it("sorts by each item's lowest price, ties in menu order", () => {
    expect(sortItemsByPrice(items, "ascending").map((i) => i.name)).toEqual([
      "Cheesy Garlic Bread with Jalapeños",
      "Margherita",
      "Pepperoni Feast",
      "Hawaiian",
    ]);
    expect(sortItemsByPrice(items, "descending").map((i) => i.name)).toEqual([
      "Pepperoni Feast",
      "Hawaiian",
      "Margherita",
      "Cheesy Garlic Bread with Jalapeños",
    ]);
    expect(sortItemsByPrice(items, "menu")).toBe(items);
  });

  it("puts items without prices last either way", () => {
    const withUnpriced = [item("Unpriced", "", []), ...items];
    expect(sortItemsByPrice(withUnpriced, "ascending").at(-1)!.name).toBe("Unpriced");
    expect(sortItemsByPrice(withUnpriced, "descending").at(-1)!.name).toBe("Unpriced");
  });

  it("toggles between lowest and highest first", () => {
    expect(nextPriceOrder("menu")).toBe("ascending");
    expect(nextPriceOrder("ascending")).toBe("descending");
    expect(nextPriceOrder("descending")).toBe("ascending");
  });
});

describe("filterItems with other names (issue 25)", () => {
  it("finds Coca-Cola when the customer types coke", () => {
    const drinks = [
      item("Coca-Cola", "Ice cold", [150]),
      item("Hot Chocolate", "Rich", [250]),
      item("Still Water", "", [100]),
    ];
    expect(filterItems(drinks, "coke").map((i) => i.name)).toEqual(["Coca-Cola"]);
    expect(filterItems(drinks, "marg")).toEqual([]);
  });
});
