import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDeliveringShop } from "@/test/factories";
import AllergensPage from "./page";

// The allergen table a customer reads and prints before ordering (decision 016), rendered from
// the seeded menu as the server renders it.

let html: string;

beforeAll(async () => {
  await seedDeliveringShop();
  html = renderToStaticMarkup(await AllergensPage());
});

/** The text of the "Choices that change the allergens" cards, one a line. */
function choices(): string[] {
  const section = html.slice(html.indexOf('id="choices-heading"'));
  return [...section.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;/g, "'")
      .replace(/&reg;/g, "®"),
  );
}

describe("/allergens", () => {
  it("declares the extras that bring allergens beside the variants, each once, and none that bring none", () => {
    const cards = choices();
    // The kids' meal must come with a dip: every dip with an allergen is declared (the table's row is the meal's alone).
    expect(cards).toContain("Happy Meal®: Tomato ketchup (Choose your dip)Adds: Celery");
    expect(cards).toContain("Happy Meal®: BBQ sauce (Choose your dip)Adds: Celery, Mustard");
    expect(cards).toContain("Happy Meal®: Garlic mayo (Choose your dip)Adds: Eggs, Mustard");
    expect(cards).toContain("Pizzas: Extra mozzarella (Extra toppings)Adds: Milk");
    // A category's extra is one card, however many dishes offer it; one with no allergens is none.
    expect(cards.filter((c) => c.startsWith("Pizzas: Extra mozzarella"))).toHaveLength(1);
    expect(cards.some((c) => c.includes("Sweet chilli") || c.includes("Mushrooms"))).toBe(false);
    // The variants are still there.
    expect(cards).toContain("Pizzas: Gluten-Free BaseRemoves: Cereals containing gluten");
  });
});
