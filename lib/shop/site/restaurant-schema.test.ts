import { describe, expect, it } from "vitest";
import type { CategoryWithItemsView } from "@/lib/menu/shared";
import { dishView } from "@/test/dish-view";
import { serialiseJsonLd } from "./menu-schema";
import { buildRestaurantSchema } from "./restaurant-schema";

const categories: CategoryWithItemsView[] = [
  {
    id: "c1",
    name: "Pizzas",
    items: [
      dishView({
        id: "i1",
        categoryId: "c1",
        name: "Margherita",
        description: "Tomato and mozzarella.",
        image: "/menu/pizzas-margherita.svg",
        pricing: [
          { size: "small", pricePence: 699 },
          { size: "medium", pricePence: 1049 },
        ],
        allergens: ["gluten", "milk"],
        dietary: ["vegetarian"],
      }),
    ],
  },
  { id: "c2", name: "Empty", items: [] },
];

// Monday to Saturday 16:50 to 03:00 the next morning, Sunday until midnight; the spec's shop.
const openingHours = [
  ...Array.from({ length: 6 }, () => [{ opens: "16:50", closes: "03:00" }]),
  [{ opens: "16:50", closes: "00:00" }],
];

const shop = {
  name: "Slice of Leeds",
  address: "12 Briggate, Leeds LS1 6HD",
  phone: "0113 496 0000",
  email: "hello@slice.example",
};

describe("buildRestaurantSchema", () => {
  const schema = buildRestaurantSchema({
    categories,
    appUrl: "https://pizza.example.co.uk",
    currency: "GBP",
    openingHours,
    shop,
  });

  it("describes the restaurant with absolute URLs", () => {
    expect(schema["@type"]).toBe("Restaurant");
    expect(schema.url).toBe("https://pizza.example.co.uk/restaurant");
    // The shop's identity is a setting (issue 25), never the code's.
    expect(schema).toMatchObject({ name: "Slice of Leeds", telephone: "0113 496 0000", email: "hello@slice.example" });
    expect(schema.address.streetAddress).toBe("12 Briggate, Leeds LS1 6HD");
    expect(schema.hasMenu.name).toBe("Slice of Leeds menu");
    expect(schema.image).toBe("https://pizza.example.co.uk/og/tasty-slice.png");
    expect(schema.openingHoursSpecification).toHaveLength(7);
    expect(schema.openingHoursSpecification[0]).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: "https://schema.org/Monday",
      opens: "16:50",
      closes: "03:00",
    });
    expect(schema.openingHoursSpecification[6]).toMatchObject({
      dayOfWeek: "https://schema.org/Sunday",
      closes: "00:00",
    });
  });

  it("has a menu section per category with items, an offer per size in the configured currency", () => {
    const sections = schema.hasMenu.hasMenuSection;
    expect(sections.map((s) => s.name)).toEqual(["Pizzas"]);
    const item = sections[0]!.hasMenuItem[0]!;
    expect(item).toMatchObject({ "@type": "MenuItem", name: "Margherita" });
    // The page beside it shows the description and the picture (decision 042).
    expect(item).not.toHaveProperty("description");
    expect(item).not.toHaveProperty("image");
    expect(item.offers).toEqual([
      { "@type": "Offer", name: "Small", price: "6.99", priceCurrency: "GBP" },
      { "@type": "Offer", name: "Medium", price: "10.49", priceCurrency: "GBP" },
    ]);
  });

  it("says which diets a dish suits (a vegan dish suits vegetarians too), and when it is sold out", () => {
    const item = schema.hasMenu.hasMenuSection[0]!.hasMenuItem[0]!;
    expect(item.suitableForDiet).toEqual(["https://schema.org/VegetarianDiet"]);
    const vegan = buildRestaurantSchema({
      categories: [
        {
          ...categories[0]!,
          items: [{ ...categories[0]!.items[0]!, dietary: ["vegan", "gluten_free"], available: false }],
        },
      ],
      appUrl: "https://pizza.example.co.uk",
      currency: "GBP",
      openingHours,
      shop,
    }).hasMenu.hasMenuSection[0]!.hasMenuItem[0]!;
    expect(vegan.suitableForDiet).toEqual([
      "https://schema.org/VegetarianDiet",
      "https://schema.org/VeganDiet",
      "https://schema.org/GlutenFreeDiet",
    ]);
    expect(vegan.offers[0]).toMatchObject({ availability: "https://schema.org/SoldOut" });
    const plain = buildRestaurantSchema({
      categories: [{ ...categories[0]!, items: [{ ...categories[0]!.items[0]!, dietary: [] }] }],
      appUrl: "https://pizza.example.co.uk",
      currency: "GBP",
      openingHours,
      shop,
    }).hasMenu.hasMenuSection[0]!.hasMenuItem[0]!;
    expect("suitableForDiet" in plain).toBe(false);
  });
});

describe("serialiseJsonLd", () => {
  it("cannot be closed early by a </script> inside a value", () => {
    const json = serialiseJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
