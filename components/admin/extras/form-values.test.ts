import { describe, expect, it } from "vitest";
import type { FieldErrors, ResolverOptions } from "react-hook-form";
import type { TAdminOptionGroupDto } from "@/lib/api/admin/option-groups/contract";
import {
  EMPTY_GROUP,
  EMPTY_OPTION,
  errorAt,
  optionGroupResolver,
  serverFieldErrors,
  toFormValues,
  toGroupBody,
  type TExtrasMenu,
  type TOptionGroupValues,
} from "./form-values";

// The option group form's values ↔ the API's body, and where each message is shown.

const CATEGORY = "0196f0a0-0000-7000-8000-000000000001";
const DISH = "0196f0a0-0000-7000-8000-000000000002";
const OPTION = "0196f0a0-0000-7000-8000-000000000003";
const MENU: TExtrasMenu = [{ id: CATEGORY, name: "Burgers", items: [{ id: DISH, name: "Cheeseburger" }] }];

const sauce = (over: Partial<TOptionGroupValues> = {}): TOptionGroupValues => ({
  ...EMPTY_GROUP,
  name: "Choose your sauce",
  min: "1",
  max: "1",
  categoryId: CATEGORY,
  options: [
    { ...EMPTY_OPTION, name: "Ketchup", price: "0.00", allergens: ["celery"] },
    {
      ...EMPTY_OPTION,
      name: "Truffle mayo",
      price: "0.50",
      hasSizePrices: true,
      sizePrices: { small: "", medium: "", large: "0.80", xlarge: "" },
    },
  ],
  ...over,
});

async function validate(values: TOptionGroupValues): Promise<FieldErrors<TOptionGroupValues>> {
  const result = await optionGroupResolver(values, undefined, {} as ResolverOptions<TOptionGroupValues>);
  return result.errors;
}

describe("the option group form", () => {
  it("sends the group on its category, each option's price in pounds and only the sizes given", () => {
    expect(toGroupBody(sauce())).toEqual({
      categoryId: CATEGORY,
      categoryItemId: null,
      name: "Choose your sauce",
      min: 1,
      max: 1,
      options: [
        { name: "Ketchup", price: 0, prices: [], allergens: ["celery"], available: true, vatClass: "standard" },
        {
          name: "Truffle mayo",
          price: 0.5,
          prices: [{ size: "large", price: 0.8 }],
          allergens: [],
          available: true,
          vatClass: "standard",
        },
      ],
    });
    // Size prices untouched when "a different price for some sizes" is unticked.
    const unticked = sauce();
    unticked.options[1] = { ...unticked.options[1]!, hasSizePrices: false };
    expect(toGroupBody(unticked).options[1]!.prices).toEqual([]);
  });

  it("sends one dish only in dish scope, and keeps a saved option's id", () => {
    const body = toGroupBody(
      sauce({ scope: "item", categoryItemId: DISH, options: [{ ...EMPTY_OPTION, _id: OPTION, name: "Ketchup" }] }),
    );
    expect(body).toMatchObject({ categoryId: null, categoryItemId: DISH, options: [{ _id: OPTION, name: "Ketchup" }] });
  });

  it("reads a saved group back into the form, a dish's group under the dish's category", () => {
    const group: TAdminOptionGroupDto = {
      _id: "g",
      name: "Choose your sauce",
      min: 1,
      max: 1,
      scope: "item",
      categoryId: null,
      categoryItemId: DISH,
      options: [
        {
          _id: OPTION,
          name: "Truffle mayo",
          price: 0.5,
          prices: [{ size: "large", price: 0.8 }],
          allergens: ["eggs"],
          available: false,
          vatClass: "zero",
        },
      ],
    };
    const values = toFormValues(group, MENU);
    expect(values).toMatchObject({ scope: "item", categoryId: CATEGORY, categoryItemId: DISH, min: "1", max: "1" });
    expect(values.options[0]).toEqual({
      _id: OPTION,
      name: "Truffle mayo",
      price: "0.50",
      hasSizePrices: true,
      sizePrices: { small: "", medium: "", large: "0.80", xlarge: "" },
      allergens: ["eggs"],
      available: false,
      vatClass: "zero",
    });
    expect(toGroupBody(values).options[0]).toEqual(group.options[0]);
  });

  it("sends a saved option's On sale only where the admin changed it, so the kitchen's sold out survives a save", () => {
    const opened = sauce({
      options: [
        { ...EMPTY_OPTION, _id: OPTION, name: "Jalapeños", available: true },
        { ...EMPTY_OPTION, _id: `${OPTION.slice(0, -1)}4`, name: "Olives", available: true },
      ],
    });
    // Jalapeños' price changed, Olives ticked off, and a new option added.
    const saved = sauce({
      options: [
        { ...opened.options[0]!, price: "0.70" },
        { ...opened.options[1]!, available: false },
        { ...EMPTY_OPTION, name: "Pineapple" },
      ],
    });
    const [jalapenos, olives, pineapple] = toGroupBody(saved, opened).options;
    expect(jalapenos).not.toHaveProperty("available");
    expect(jalapenos).toMatchObject({ _id: OPTION, price: 0.7 });
    expect(olives).toMatchObject({ available: false });
    expect(pineapple).toMatchObject({ name: "Pineapple", available: true });
  });

  it("puts the contract's messages beside the inputs: min over max, a size's price, no options, no dish", async () => {
    expect(await validate(sauce())).toEqual({});
    expect(errorAt(await validate(sauce({ min: "3", max: "1" })), "min")).toBe(
      "The minimum cannot be more than the maximum.",
    );
    const badSize = sauce();
    badSize.options[1]!.sizePrices.large = "0.805";
    expect(errorAt(await validate(badSize), "options.1.sizePrices.large")).toBe("Use at most two decimal places.");
    const noName = sauce();
    noName.options[0]!.name = " ";
    expect(errorAt(await validate(noName), "options.0.name")).toBe("Name the option.");
    expect(errorAt(await validate(sauce({ min: "0", options: [] })), "options.root")).toBe("Add at least one option.");
    expect(errorAt(await validate(sauce({ scope: "item", categoryItemId: "" })), "categoryItemId")).toBe(
      "Put the group on a category or on one dish.",
    );
    expect(errorAt(await validate(sauce({ categoryId: "" })), "categoryId")).toBe(
      "Put the group on a category or on one dish.",
    );
  });

  it("maps the server's 400 fields the same way", () => {
    expect(
      serverFieldErrors(
        {
          "options.1.prices.0.price": "Too dear.",
          categoryId: "The category or dish was not found.",
          "options.0._id": "This option is not in this group.",
          max: "Bad.",
        },
        sauce({ scope: "item", categoryItemId: DISH }),
      ),
    ).toEqual([
      ["options.1.sizePrices.large", "Too dear."],
      ["categoryItemId", "The category or dish was not found."],
      ["options.0.name", "This option is not in this group."],
      ["max", "Bad."],
    ]);
    expect(serverFieldErrors(null, sauce())).toEqual([]);
  });
});
