import { SEED_MENU } from "../../../lib/seed";
import type { Topping } from "./foods/toppings";

/**
 * What a dish's picture shows on (or in) it, read from the dish's description in SEED_MENU.
 * Written out per dish rather than guessed from words in its name, so a Margherita and a
 * Pepperoni differ by exactly what is on them and a renamed dish keeps its toppings.
 */
export type DishArt = {
  /** The sauce spread on the base. */
  sauce: "tomato" | "bbq" | "none";
  /**
   * A layer of melted cheese over the sauce. A Margherita has none: its fresh mozzarella sits
   * on the tomato in rounds, which is what sets it apart from a plain cheese pizza.
   */
  isCheesy: boolean;
  toppings: readonly Topping[];
};

/**
 * A variant (crust, butter, sauce inside) is a choice made for any dish of its category, so its
 * picture shows that choice on a plain cheese-and-tomato base and never some dish's toppings.
 */
export const PLAIN_BASE: DishArt = { sauce: "tomato", isCheesy: true, toppings: [] };

/** Keyed by the item's slug in SEED_MENU. Every pizza, calzone and garlic bread has an entry (tested). */
export const DISH_ART: Readonly<Record<string, DishArt>> = {
  "pizzas-margherita": { sauce: "tomato", isCheesy: false, toppings: ["mozzarella", "basil"] },
  "pizzas-pepperoni-feast": { sauce: "tomato", isCheesy: true, toppings: ["pepperoni"] },
  "pizzas-meat-feast": { sauce: "tomato", isCheesy: true, toppings: ["pepperoni", "ham", "beef", "sausage"] },
  "pizzas-vegetarian-supreme": {
    sauce: "tomato",
    isCheesy: true,
    toppings: ["mushroom", "greenPepper", "onion", "olive", "sweetcorn"],
  },
  "pizzas-bbq-chicken": { sauce: "bbq", isCheesy: true, toppings: ["chicken", "onion", "greenPepper"] },
  "pizzas-hawaiian": { sauce: "tomato", isCheesy: true, toppings: ["ham", "pineapple"] },

  "calzone-classic": { sauce: "tomato", isCheesy: true, toppings: ["ham", "mushroom"] },
  "calzone-pepperoni": { sauce: "tomato", isCheesy: true, toppings: ["pepperoni"] },
  "calzone-chicken-sweetcorn": { sauce: "none", isCheesy: true, toppings: ["chicken", "sweetcorn"] },
  "calzone-veggie": { sauce: "none", isCheesy: true, toppings: ["spinach", "redPepper", "onion", "mushroom"] },

  "garlic-bread-classic": { sauce: "none", isCheesy: false, toppings: [] },
  "garlic-bread-cheese": { sauce: "none", isCheesy: true, toppings: [] },
  "garlic-bread-cheese-jalapenos": { sauce: "none", isCheesy: true, toppings: ["jalapeno"] },
  "garlic-bread-tomato-pizza-bread": { sauce: "tomato", isCheesy: false, toppings: [] },
};

const SEED_SLUG_BY_NAME = new Map(SEED_MENU.flatMap((c) => c.items.map((item) => [item.name, item.slug] as const)));

/**
 * The toppings of a seeded dish, found by its slug or, for pictures drawn outside the menu
 * (the landing page's "Meat Feast" deal), by its name. Undefined for a variant or a dish added
 * later in the admin; the drawer then makes do with the name.
 */
export function findDishArt(slug: string, name: string): DishArt | undefined {
  return DISH_ART[slug] ?? DISH_ART[SEED_SLUG_BY_NAME.get(name) ?? ""];
}
