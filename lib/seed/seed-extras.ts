import type { DbClient } from "@/lib/platform/db";
import type { Size } from "@/lib/menu/shared";

// The extras the menu is seeded with (issue 13): option groups on whole categories, priced in
// pence. A topping costs more on a bigger pizza; dips come free with a kids' meal.

type SeedOption = { name: string; pricePence: number; prices?: Partial<Record<Size, number>>; allergens?: string[] };
type SeedGroup = { category: string; name: string; min: number; max: number; options: SeedOption[] };

/** A topping's price by pizza size: small is `pricePence`, the bigger sizes step up. */
function topping(name: string, small: number, step: number, allergens: string[] = []): SeedOption {
  return {
    name,
    pricePence: small,
    prices: { medium: small + step, large: small + 2 * step, xlarge: small + 3 * step },
    allergens,
  };
}

export const SEED_EXTRAS: SeedGroup[] = [
  {
    category: "Pizzas",
    name: "Extra toppings",
    min: 0,
    max: 5,
    options: [
      topping("Extra mozzarella", 100, 50, ["milk"]),
      topping("Pepperoni", 100, 50, ["sulphites"]),
      topping("Smoked ham", 100, 50, ["sulphites"]),
      topping("Chicken", 120, 60),
      topping("Mushrooms", 80, 40),
      topping("Red onion", 80, 40),
      topping("Green peppers", 80, 40),
      topping("Black olives", 80, 40),
      topping("Jalapeños", 80, 40),
      topping("Sweetcorn", 80, 40),
      topping("Pineapple", 80, 40),
    ],
  },
  {
    category: "Happy Meal®",
    name: "Choose your dip",
    min: 1,
    max: 1,
    options: [
      { name: "Tomato ketchup", pricePence: 0, allergens: ["celery"] },
      { name: "BBQ sauce", pricePence: 0, allergens: ["mustard", "celery"] },
      { name: "Garlic mayo", pricePence: 0, allergens: ["eggs", "mustard"] },
      { name: "Sweet chilli", pricePence: 0 },
    ],
  },
  {
    category: "Burgers",
    name: "Choose your drink",
    min: 0,
    max: 1,
    options: [
      { name: "Coca-Cola", pricePence: 120 },
      { name: "Diet Coke", pricePence: 120 },
      { name: "Fanta Orange", pricePence: 120 },
      { name: "Sprite", pricePence: 120 },
      { name: "Still water", pricePence: 100 },
    ],
  },
];

/** Writes the seeded extras onto the seeded categories (a category that is missing is skipped). */
export async function seedExtras(db: DbClient): Promise<void> {
  for (const [position, group] of SEED_EXTRAS.entries()) {
    const category = await db.category.findUnique({ where: { name: group.category }, select: { id: true } });
    if (!category) continue;
    await db.optionGroup.create({
      data: {
        categoryId: category.id,
        name: group.name,
        min: group.min,
        max: group.max,
        position,
        options: {
          create: group.options.map((option, i) => ({
            name: option.name,
            pricePence: option.pricePence,
            allergens: option.allergens ?? [],
            position: i,
            prices: {
              create: Object.entries(option.prices ?? {}).map(([size, pricePence]) => ({
                size: size as Size,
                pricePence,
              })),
            },
          })),
        },
      },
    });
  }
}
