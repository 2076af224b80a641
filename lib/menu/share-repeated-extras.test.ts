import { describe, expect, it } from "vitest";
import type { OptionGroupView } from "./option-types";
import { dishView } from "@/test/dish-view";
import { shareRepeatedExtras } from "./share-repeated-extras";
import type { CategoryItemView, CategoryWithItemsView } from "./types";

const toppings = (): OptionGroupView => ({
  id: "g-toppings",
  name: "Extra toppings",
  min: 0,
  max: 5,
  scope: "category",
  options: [
    {
      id: "o-mozzarella",
      name: "Extra mozzarella",
      pricePence: 100,
      prices: [{ size: "large", pricePence: 200 }],
      allergens: ["milk"],
      available: true,
      vatClass: "standard",
    },
  ],
});

const dish = (id: string, extras: OptionGroupView[]): CategoryItemView =>
  dishView({ id, categoryId: "c-pizzas", name: id, pricing: [{ size: "small", pricePence: 899 }], extras });

describe("shareRepeatedExtras", () => {
  it("makes equal groups one object and leaves the menu's content as it was", () => {
    const soldOutMozzarella = toppings();
    soldOutMozzarella.options[0]!.available = false;
    const menu: CategoryWithItemsView[] = [
      { id: "c-pizzas", name: "Pizzas", items: [dish("margherita", [toppings()]), dish("pepperoni", [toppings()])] },
      { id: "c-calzones", name: "Calzones", items: [dish("calzone", [toppings(), soldOutMozzarella])] },
    ];
    const shared = shareRepeatedExtras(menu);

    expect(shared).toEqual(menu);
    const [margherita, pepperoni] = shared[0]!.items;
    const calzone = shared[1]!.items[0]!;
    expect(pepperoni!.extras[0]).toBe(margherita!.extras[0]);
    expect(calzone.extras[0]).toBe(margherita!.extras[0]);
    // A group that differs in anything (here one option sold out) stays its own object.
    expect(calzone.extras[1]).not.toBe(margherita!.extras[0]);
    // The menu given is not changed.
    expect(menu[0]!.items[1]!.extras[0]).not.toBe(menu[0]!.items[0]!.extras[0]);
  });
});
