import { describe, expect, it } from "vitest";
import type { CategoryWithItemsView } from "@/lib/menu/shared";
import { buildMenuSchema } from "@/lib/shop/shared";
import { dishView } from "@/test/dish-view";
import { readDish, toDishCardView, toDishGroups } from "./dish-card-view";

const margherita = dishView({
  id: "i1",
  categoryId: "c1",
  name: "Margherita",
  description: "Tomato and mozzarella.",
  image: "/menu/pizzas-margherita.svg",
  pricing: [
    { size: "small", pricePence: 699 },
    { size: "large", pricePence: 1249 },
  ],
  allergens: ["gluten", "milk"],
  mayContain: ["eggs"],
  dietary: ["vegan"],
  spice: 2,
  available: false,
  soldOut: true,
});

const categories: CategoryWithItemsView[] = [
  { id: "c1", name: "Pizzas", items: [margherita] },
  { id: "c2", name: "Empty", items: [] },
];

describe("the restaurant page's dish data (decision 045)", () => {
  const groups = toDishGroups(categories);

  it("keeps the categories with dishes, and reads back every field a card or the JSON-LD uses", () => {
    expect(groups.map((group) => group.name)).toEqual(["Pizzas"]);
    const dish = readDish(groups[0]!.dishes[0]!);
    expect(dish).toEqual({
      id: "i1",
      name: "Margherita",
      description: "Tomato and mozzarella.",
      image: "/menu/pizzas-margherita.svg",
      available: false,
      dietary: ["vegan"],
      spice: 2,
      allergens: ["gluten", "milk"],
      mayContain: ["eggs"],
      pricing: margherita.pricing,
    });
    expect(toDishCardView(dish, "GBP")).toMatchObject({
      contains: "Gluten, Milk",
      mayContain: "Eggs",
      prices: ["Small £6.99", "Large £12.49"],
      diets: [{ code: "vegan", name: "Vegan" }],
    });
  });

  it("gives the same menu JSON-LD as the menu it came from", () => {
    const options = { name: "Slice menu", url: "https://pizza.example.co.uk/order", currency: "GBP" };
    const fromData = buildMenuSchema({
      ...options,
      sections: groups.map((g) => ({ name: g.name, items: g.dishes.map(readDish) })),
    });
    expect(fromData).toEqual(buildMenuSchema({ ...options, sections: categories }));
  });
});
