import { z } from "zod";
import { SIZES, ALLERGENS, DIETARY_LABELS, SPICE_MAX } from "@/lib/menu/shared";
import { VAT_CLASSES } from "@/lib/platform/vat";
import { defineEndpoint, type ResponseOf } from "../../endpoint";
import { idParams, ZIsoDateTime, ZMoney, ZPictureUrl } from "../../schemas";

// The menu as the spec's clients read it (paths under /api/admin/ are the spec's own, but the
// reads are public). Field names are the spec's: `Categoryname`, `categoryIteam`, ...

export const ZCategoryDto = z.object({ _id: z.string(), Categoryname: z.string() });

export const ZAllergenList = z.array(z.enum(ALLERGENS));

/**
 * Whether a dish or variant can be ordered now (decision 016). Customers never receive a
 * hidden one; the staff do, with `hidden: true`.
 */
const availabilityFields = {
  available: z.boolean(),
  soldOut: z.boolean(),
  /** When a sold-out dish comes back on sale; null when sold out until set back, or not sold out. */
  soldOutUntil: ZIsoDateTime.nullable(),
  hidden: z.boolean(),
};

export const ZOptionDto = z.object({
  _id: z.string(),
  name: z.string(),
  price: ZMoney,
  prices: z.array(z.object({ size: z.enum(SIZES), price: ZMoney })),
  allergens: z.array(z.string()),
  available: z.boolean(),
  /** Additive (decision 034): how VAT treats it, whatever it is added to. */
  vatClass: z.enum(VAT_CLASSES),
});

export const ZOptionGroupDto = z.object({
  _id: z.string(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  /** Additive: set on the dish itself, or on its whole category (and so on each of its dishes). */
  scope: z.enum(["item", "category"]),
  options: z.array(ZOptionDto),
});
export type TOptionGroupDto = z.infer<typeof ZOptionGroupDto>;

export const ZCategoryItemDto = z.object({
  _id: z.string(),
  categoryId: z.string(),
  categoryItemName: z.string(),
  description: z.string(),
  image: ZPictureUrl.nullable(),
  /**
   * Every size of the spec, always in its order (small, medium, large, xlarge), so that a
   * client reading `pricing[1]` as the medium (the spec's quick-add) reads the medium. A size
   * the dish is not made in has the spec's default price 0 and `offered: false` (additive); the
   * server refuses to add it.
   */
  pricing: z.array(z.object({ size: z.enum(SIZES), price: ZMoney, offered: z.boolean() })),
  /** The 14 allergens of UK law the dish contains, in the law's order. */
  allergens: ZAllergenList,
  mayContain: ZAllergenList,
  dietary: z.array(z.enum(DIETARY_LABELS)),
  spice: z.number().int().min(0).max(SPICE_MAX),
  ...availabilityFields,
  /** Option groups (issue 13). An option's `price` holds for every size not in its `prices`. */
  extras: z.array(ZOptionGroupDto),
  /** Additive (decision 034): standard (hot food, soft drinks, ice cream, confectionery), reduced, or zero (cold takeaway food). */
  vatClass: z.enum(VAT_CLASSES),
});

export const ZSubcategoryDto = z.object({
  _id: z.string(),
  categoryId: z.string(),
  subCategoryname: z.string(),
  image: ZPictureUrl,
  coverimage: ZPictureUrl.nullable(),
  /** What the variant adds to, and removes from, the dish's allergens. */
  allergensAdded: ZAllergenList,
  allergensRemoved: ZAllergenList,
  ...availabilityFields,
});

export type TCategoryDto = z.infer<typeof ZCategoryDto>;
export type TCategoryItemDto = z.infer<typeof ZCategoryItemDto>;
export type TSubcategoryDto = z.infer<typeof ZSubcategoryDto>;

export const listCategoriesWithItems = defineEndpoint({
  method: "GET",
  path: "/api/admin/categorydata",
  access: "public",
  response: z.array(ZCategoryDto.extend({ categoryIteam: z.array(ZCategoryItemDto) })),
});

export const listCategories = defineEndpoint({
  method: "GET",
  path: "/api/admin/foodcategorydatashow",
  access: "public",
  response: z.array(ZCategoryDto),
});

export const listCategoryItems = defineEndpoint({
  method: "GET",
  path: "/api/admin/foodCategoryItemdata/[categoryId]",
  access: "public",
  params: idParams("categoryId", "category id"),
  response: z.object({ categoryIteam: z.array(ZCategoryItemDto) }),
});

export const getCategoryItem = defineEndpoint({
  method: "GET",
  path: "/api/admin/categoryItembyId/[id]",
  access: "public",
  params: idParams("id", "category item id"),
  response: ZCategoryItemDto,
});

export const listSubcategories = defineEndpoint({
  method: "GET",
  path: "/api/admin/subfoodCategorydata/[categoryId]",
  access: "public",
  params: idParams("categoryId", "category id"),
  response: z.object({ subcategories: z.array(ZSubcategoryDto) }),
});

export const getSubcategory = defineEndpoint({
  method: "GET",
  path: "/api/admin/subCategorybyId/[id]",
  access: "public",
  params: idParams("id", "subcategory id"),
  response: ZSubcategoryDto,
});

export type TCategoriesWithItems = ResponseOf<typeof listCategoriesWithItems>;
