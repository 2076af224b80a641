import { describe, expect, it } from "vitest";
import {
  buildMenuSchema,
  packMenuSchemaSections,
  unpackMenuSchemaSections,
  type TMenuSchemaSection,
} from "./menu-schema";

// The order page sends the menu's schema fields packed (its island holds one category's dishes):
// what it builds from them must be what the dishes themselves give.

const sections: TMenuSchemaSection[] = [
  {
    name: "Pizzas",
    items: [
      {
        name: "Margherita",
        dietary: ["vegetarian"],
        available: true,
        pricing: [
          { size: "small", pricePence: 899 },
          { size: "large", pricePence: 1499 },
        ],
      },
      {
        name: "Vegan Garden",
        dietary: ["vegan", "gluten_free"],
        available: false,
        pricing: [{ size: "xlarge", pricePence: 1799 }],
      },
    ],
  },
  {
    name: "Drinks",
    items: [{ name: "Water", dietary: [], available: true, pricing: [{ size: "medium", pricePence: 100 }] }],
  },
  { name: "Empty", items: [] },
];

describe("packMenuSchemaSections", () => {
  it("keeps every field the schema reads, sizes missing from a dish included", () => {
    const packed = packMenuSchemaSections(sections);
    expect(packed[0]![1][0]).toEqual(["Margherita", ["vegetarian"], true, [899, null, 1499, null]]);
    expect(unpackMenuSchemaSections(JSON.parse(JSON.stringify(packed)))).toEqual(sections);
    const menu = { name: "Tasty Slice menu", url: "https://shop.example/order", currency: "GBP" };
    expect(buildMenuSchema({ ...menu, sections: unpackMenuSchemaSections(packed) })).toEqual(
      buildMenuSchema({ ...menu, sections }),
    );
  });
});
