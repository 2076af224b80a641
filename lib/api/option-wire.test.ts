import { describe, expect, it } from "vitest";
import type { AdminOptionGroup } from "@/lib/menu";
import { ZOptionGroupBodySchema } from "./admin/option-groups/contract";
import { presentAdminOptionGroup, toOptionGroupInput } from "./admin/option-groups/present";
import type { TCategoryItemDto } from "./store/catalogue/contract";
import { presentOptionGroup } from "./store/catalogue/present";
import { toCategoryItemView } from "./store/catalogue/view";

// Pins what the option groups' mappers give, both ways, for the admin's and the catalogue's
// areas: they share one option mapper (./option-from-wire.ts) and one presenter, and neither
// may change an answer or what reaches the menu. Strict: a key present as undefined counts.

const group: AdminOptionGroup = {
  id: "g1",
  name: "Dips",
  min: 0,
  max: 2,
  scope: "item",
  categoryId: null,
  categoryItemId: "d1",
  options: [
    {
      id: "o1",
      name: "Garlic dip",
      pricePence: 50,
      prices: [{ size: "xlarge", pricePence: 90 }],
      allergens: ["eggs", "milk"],
      available: false,
      vatClass: "reduced",
    },
    { id: "o2", name: "Hot dip", pricePence: 60, prices: [], allergens: [], available: true, vatClass: "standard" },
  ],
};

const wireOptions = [
  {
    _id: "o1",
    name: "Garlic dip",
    price: 0.5,
    prices: [{ size: "xlarge", price: 0.9 }],
    allergens: ["eggs", "milk"],
    available: false,
    vatClass: "reduced",
  },
  { _id: "o2", name: "Hot dip", price: 0.6, prices: [], allergens: [], available: true, vatClass: "standard" },
];

describe("the option groups on the wire", () => {
  it("answers the catalogue's group and the admin's (the same with where it is set) as before", () => {
    const catalogue = { _id: "g1", name: "Dips", min: 0, max: 2, scope: "item", options: wireOptions };
    expect(JSON.stringify(presentOptionGroup(group))).toBe(JSON.stringify(catalogue));
    expect(JSON.stringify(presentAdminOptionGroup(group))).toBe(
      JSON.stringify({ ...catalogue, categoryId: null, categoryItemId: "d1" }),
    );
  });

  it("reads the catalogue's answer back into the menu's groups, prices in pence", () => {
    const dto = { extras: [presentOptionGroup(group)] } as Pick<TCategoryItemDto, "extras">;
    const { extras } = toCategoryItemView({ ...dto, pricing: [] } as unknown as TCategoryItemDto);
    const { categoryId: _c, categoryItemId: _i, ...menuGroup } = group;
    expect(extras).toStrictEqual([menuGroup]);
  });

  it("reads the admin's save into the menu's input, leaving out what was not sent", () => {
    const body = ZOptionGroupBodySchema.parse({
      categoryItemId: "6f1c1d1e-1a2b-4c3d-8e4f-5a6b7c8d9e0f",
      name: "Dips",
      min: 0,
      max: 2,
      options: [
        {
          _id: "0b7e9a52-3c1d-4e2f-9a8b-7c6d5e4f3a2b",
          name: "Garlic dip",
          price: 0.5,
          prices: [{ size: "xlarge", price: 0.9 }],
          allergens: ["eggs", "milk"],
          available: false,
          vatClass: "reduced",
        },
        { name: "Hot dip", price: 0.6 },
      ],
    });
    expect(toOptionGroupInput(body)).toStrictEqual({
      categoryId: null,
      categoryItemId: "6f1c1d1e-1a2b-4c3d-8e4f-5a6b7c8d9e0f",
      name: "Dips",
      min: 0,
      max: 2,
      options: [
        {
          id: "0b7e9a52-3c1d-4e2f-9a8b-7c6d5e4f3a2b",
          name: "Garlic dip",
          pricePence: 50,
          prices: [{ size: "xlarge", pricePence: 90 }],
          allergens: ["eggs", "milk"],
          available: false,
          vatClass: "reduced",
        },
        // Absent stays absent in meaning: the domain keeps an existing option's On sale and class.
        {
          id: undefined,
          name: "Hot dip",
          pricePence: 60,
          prices: [],
          allergens: [],
          available: undefined,
          vatClass: undefined,
        },
      ],
    });
  });
});
