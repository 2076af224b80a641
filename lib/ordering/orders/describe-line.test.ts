import { describe, expect, it } from "vitest";
import { describeLine } from "./describe-line";

describe("describeLine", () => {
  it("reads dish, size, variant, extras and request", () => {
    const d = describeLine({
      itemName: "Margherita",
      size: "xlarge",
      variantName: "Classic Crust",
      extras: [{ name: "Pepperoni" }, { name: "Mushrooms" }],
      instruction: " Well done ",
      qty: 2,
    });
    expect(d).toEqual({
      title: "Margherita",
      details: "Extra large · Classic Crust",
      extras: "Pepperoni, Mushrooms",
      instruction: "Well done",
      text: "2 × Margherita, Extra large, Classic Crust, + Pepperoni, Mushrooms — “Well done”",
      label: "Margherita – Extra large, Classic Crust, + Pepperoni, Mushrooms",
    });
  });

  it("says nothing for no request, no variant and no extras (never N/A)", () => {
    for (const instruction of [null, "", "N/A", "  "]) {
      const d = describeLine({
        itemName: "Coca-Cola",
        size: "small",
        variantName: null,
        extras: [],
        instruction,
        qty: 1,
      });
      expect(d).toMatchObject({
        details: "Small",
        extras: null,
        instruction: null,
        text: "1 × Coca-Cola, Small",
        label: "Coca-Cola – Small",
      });
    }
  });
});
