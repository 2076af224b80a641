import { describe, expect, it } from "vitest";
import { toLineView } from "./line-view";

// Issue 25: a basket or order line shows what was ordered. A variant's picture shows the choice
// on no dish in particular (a crust on a plain base, a glass "with ice"), so the line's picture
// is the dish's own.

const wireLine = (dishImage: string | null, variantImage: string, isVariant: boolean) => ({
  _id: "line-1",
  qty: 1,
  total: 12.99,
  unitPrice: 12.99,
  discount: 0,
  size: "large" as const,
  subcategoryId: {
    _id: isVariant ? "variant-1" : null,
    subCategoryname: isVariant ? "Thin & Crispy" : "Pepperoni Feast",
    image: variantImage,
    isVariant,
  },
  categoryItem: { categoryItemName: "Pepperoni Feast", image: dishImage },
  additionalInfo: { detailinfo: "" },
  extras: [],
  allergens: [],
});

describe("toLineView", () => {
  it("shows the dish's own picture on a line with a variant, not the variant's plain base", () => {
    const view = toLineView(
      wireLine(
        "https://shop.example/menu/pizzas-pepperoni-feast.svg",
        "https://shop.example/menu/pizzas-variant-thin-crispy.svg",
        true,
      ),
    );
    expect(view.picture).toBe("https://shop.example/menu/pizzas-pepperoni-feast.svg");
    expect(view.variantName).toBe("Thin & Crispy");
  });

  it("falls back to what the wire gives (the variant's picture, else a plate) when the dish has none", () => {
    expect(toLineView(wireLine(null, "https://shop.example/menu/pizzas-variant-thin-crispy.svg", true)).picture).toBe(
      "https://shop.example/menu/pizzas-variant-thin-crispy.svg",
    );
    expect(toLineView(wireLine(null, "https://shop.example/dish-default.svg", false)).picture).toBe(
      "https://shop.example/dish-default.svg",
    );
  });
});
