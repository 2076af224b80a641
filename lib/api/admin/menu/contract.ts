import { z } from "zod";
import {
  IMAGE_MAX_BYTES,
  SIZES,
  ALLERGENS,
  DIETARY_LABELS,
  isAllergenCode,
  SPICE_MAX,
  sortAllergens,
  type AllergenCode,
  type DietaryCode,
} from "@/lib/menu/shared";
import { VAT_CLASSES } from "@/lib/platform/vat";
import { defineEndpoint } from "../../endpoint";
import { idParams, ZNoData } from "../../schemas";
import { ZCategoryDto, ZCategoryItemDto, ZSubcategoryDto } from "../../store/catalogue/contract";

// The admin's changes to the menu. The reads (and the wire shapes answered here) are the
// catalogue's: lib/api/store/catalogue. Items and subcategories come as the spec's multipart
// forms (text fields plus pictures); the field schemas below are what the server checks and
// what the admin's forms check before sending.

// ---- categories ----

const categoryName = z
  .string({ error: "Choose or type a category name." })
  .trim()
  .min(1, "Choose or type a category name.")
  .max(60, "Keep the name under 60 characters.");

/** The name of a category, as the rename takes it and the admin's forms check it. */
export const ZCategoryBodySchema = z.object({ Categoryname: categoryName });
export type TCategoryBody = z.infer<typeof ZCategoryBodySchema>;

/**
 * POST /api/admin/addfoodCategory, as JSON or as a form: the spec's client sends the name as
 * `category`, this app's as `Categoryname` (which wins when both come).
 */
export const ZAddCategoryFieldsSchema = z
  .object({ Categoryname: categoryName.optional(), category: categoryName.optional() })
  .refine((v) => v.Categoryname !== undefined || v.category !== undefined, {
    message: "Choose or type a category name.",
    path: ["Categoryname"],
  })
  .transform((v) => ({ Categoryname: (v.Categoryname ?? v.category)! }));

export const addCategory = defineEndpoint({
  method: "POST",
  path: "/api/admin/addfoodCategory",
  access: "admin",
  permission: "menu.edit",
  /** JSON or a form: the handler reads whichever came. */
  form: { maxBytes: 16 * 1024 },
  response: ZCategoryDto,
});

export const renameCategory = defineEndpoint({
  method: "PATCH",
  path: "/api/admin/foodCategoryUpdatebyId/[id]",
  access: "admin",
  permission: "menu.edit",
  params: idParams("id", "category id"),
  body: ZCategoryBodySchema,
  response: ZCategoryDto,
});

/** Deletes its items and subcategories with it. */
export const deleteCategory = defineEndpoint({
  method: "DELETE",
  path: "/api/admin/foodCategorydeletebyId/[id]",
  access: "admin",
  permission: "menu.edit",
  params: idParams("id", "category id"),
  response: ZNoData,
});

// ---- category items ----

/** Pounds and pence as a form writes them: "12.5", "12.50", "12". */
const POUNDS = /^\d+(\.\d{1,2})?$/;

// A form sends text and a JSON client numbers: a number of pounds with at most two decimals either
// way, a blank or a null being the spec's default of 0 (not sold in that size). Nothing else is
// taken for a number: not true (1), "0x10" (16), nor 1e-9, which would round to a size on sale at 0p.
const price = z.preprocess(
  (value) =>
    value === "" || value === null ? 0 : typeof value === "string" && POUNDS.test(value.trim()) ? Number(value) : value,
  z
    .number({ error: "Enter a price, e.g. 9.99." })
    .min(0, "A price cannot be negative.")
    .lt(1000, "A price must be under 1,000.00.")
    .refine((v) => POUNDS.test(String(v)), "Use at most two decimal places."),
);

/** A price per size; a size at 0 is not sold. */
export const ZPricingSchema = z
  .array(z.object({ size: z.enum(SIZES, { error: "Unknown size." }), price }))
  .max(4)
  .refine((list) => new Set(list.map((p) => p.size)).size === list.length, "Each size only once.")
  .refine((list) => list.some((p) => p.price > 0), "Give at least one size a price.");

// ---- allergens, labels, spice (decision 016) ----

/** A list of allergen codes; an unknown code is named in the field's message. */
function allergenList(what: string) {
  return z
    .array(z.string({ error: `List the ${what} as allergen codes.` }), { error: `List the ${what} as allergen codes.` })
    .max(ALLERGENS.length * 2, `List the ${what} as allergen codes.`)
    .transform((list, ctx) => {
      const unknown = list.filter((code) => !isAllergenCode(code));
      if (unknown.length) {
        ctx.addIssue({
          code: "custom",
          message: `Unknown allergen: ${unknown.join(", ")}. Use one of: ${ALLERGENS.join(", ")}.`,
        });
        return z.NEVER;
      }
      return sortAllergens(list as AllergenCode[]);
    });
}

const dietaryList = z
  .array(z.string({ error: "List the dietary labels." }), { error: "List the dietary labels." })
  .max(DIETARY_LABELS.length * 2, "List the dietary labels.")
  .transform((list, ctx) => {
    const unknown = list.filter((code) => !(DIETARY_LABELS as readonly string[]).includes(code));
    if (unknown.length) {
      ctx.addIssue({
        code: "custom",
        message: `Unknown dietary label: ${unknown.join(", ")}. Use one of: ${DIETARY_LABELS.join(", ")}.`,
      });
      return z.NEVER;
    }
    return DIETARY_LABELS.filter((d) => list.includes(d)) as DietaryCode[];
  });

const VAT_CLASS_MESSAGE = `Choose a VAT class: ${VAT_CLASSES.join(", ")}.`;
/** How VAT treats the dish (decision 034). */
export const ZVatClassSchema = z.enum(VAT_CLASSES, { error: VAT_CLASS_MESSAGE });

const SPICE_MESSAGE = `Spice is a whole number from 0 (not spicy) to ${SPICE_MAX} (hot).`;
const spice = z.coerce
  .number({ error: SPICE_MESSAGE })
  .int(SPICE_MESSAGE)
  .min(0, SPICE_MESSAGE)
  .max(SPICE_MAX, SPICE_MESSAGE);

/** A list sent in a multipart form, as JSON text of the list. */
function jsonText<S extends z.ZodType>(schema: S, message: string) {
  return z
    .string({ error: message })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** The item's fields as the admin's form holds them (pricing as a list). */
export const ZCategoryItemFieldsSchema = z.object({
  categoryId: z.uuid("Choose a category."),
  categoryItemName: z
    .string({ error: "Enter a name." })
    .trim()
    .min(1, "Enter a name.")
    .max(80, "Keep the name under 80 characters."),
  description: z
    .string({ error: "Enter a description." })
    .trim()
    .min(1, "Enter a description.")
    .max(500, "Keep the description under 500 characters."),
  pricing: ZPricingSchema,
  allergens: allergenList("allergens").default([]),
  mayContain: allergenList("allergens it may contain").default([]),
  dietary: dietaryList.default([]),
  spice: spice.default(0),
  vatClass: ZVatClassSchema.default("standard"),
});
export type TCategoryItemFields = z.output<typeof ZCategoryItemFieldsSchema>;

/** The text fields of the spec's item form: the same, with pricing as JSON text of the list. */
export const ZCategoryItemFormSchema = ZCategoryItemFieldsSchema.extend({
  pricing: z
    .string({ error: "The prices could not be read." })
    .default("[]")
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "The prices could not be read." });
        return z.NEVER;
      }
    })
    .pipe(ZPricingSchema),
  // Absent (the spec's clients): an update keeps what the item has, an add starts empty.
  allergens: jsonText(allergenList("allergens"), "The allergens could not be read.").optional(),
  mayContain: jsonText(allergenList("allergens it may contain"), "The allergens could not be read.").optional(),
  dietary: jsonText(dietaryList, "The dietary labels could not be read.").optional(),
  spice: spice.optional(),
  // Absent (the spec's clients): an update keeps the dish's class, an add starts standard.
  vatClass: ZVatClassSchema.optional(),
});
export type TCategoryItemForm = z.output<typeof ZCategoryItemFormSchema>;

/** Text fields plus at most two pictures (5 MB each); a larger body is refused unread. */
const MENU_FORM = { maxBytes: 2 * IMAGE_MAX_BYTES + 64 * 1024 };

/** Fields of ZCategoryItemFormSchema, and an optional picture file `image`. */
export const addCategoryItem = defineEndpoint({
  method: "POST",
  path: "/api/admin/addfoodCategoryitem",
  access: "admin",
  permission: "menu.edit",
  form: MENU_FORM,
  response: ZCategoryItemDto,
});

const updateCategoryItemSpec = {
  method: "PATCH",
  access: "admin",
  permission: "menu.edit",
  params: idParams("id", "category item id"),
  /** The add form's fields; the picture is kept when no new `image` comes. */
  form: MENU_FORM,
  response: ZCategoryItemDto,
} as const;

/** The spec's client sends the item update to the path it reads the item from. */
export const updateCategoryItem = defineEndpoint({
  ...updateCategoryItemSpec,
  path: "/api/admin/categoryItembyId/[id]",
});

/** The same update under the name the original client's API module also gives it. */
export const updateCategoryItemById = defineEndpoint({
  ...updateCategoryItemSpec,
  path: "/api/admin/categoryItemupdatebyId/[id]",
});

export const deleteCategoryItem = defineEndpoint({
  method: "DELETE",
  path: "/api/admin/categoryItemDeletebyId/[id]",
  access: "admin",
  permission: "menu.edit",
  params: idParams("id", "category item id"),
  response: ZNoData,
});

// ---- subcategories ----

export const ZSubcategoryFieldsSchema = z.object({
  categoryId: z.uuid("Choose a category."),
  subCategoryname: z
    .string({ error: "Enter a name." })
    .trim()
    .min(1, "Enter a name.")
    .max(80, "Keep the name under 80 characters."),
  allergensAdded: allergenList("allergens the variant adds").default([]),
  allergensRemoved: allergenList("allergens the variant removes").default([]),
});
export type TSubcategoryFields = z.infer<typeof ZSubcategoryFieldsSchema>;

/** The text fields of the subcategory form; `removeCoverimage=true` drops a saved cover. */
export const ZSubcategoryFormSchema = ZSubcategoryFieldsSchema.extend({
  removeCoverimage: z
    .enum(["true", "false"], { error: "Send true or false." })
    .optional()
    .transform((v) => v === "true"),
  allergensAdded: jsonText(allergenList("allergens the variant adds"), "The allergens could not be read.").optional(),
  allergensRemoved: jsonText(
    allergenList("allergens the variant removes"),
    "The allergens could not be read.",
  ).optional(),
});
export type TSubcategoryForm = z.output<typeof ZSubcategoryFormSchema>;

/** Fields of ZSubcategoryFormSchema, a picture file `image` and an optional `coverimage`. */
export const addSubcategory = defineEndpoint({
  method: "POST",
  path: "/api/admin/addsubCategory",
  access: "admin",
  permission: "menu.edit",
  form: MENU_FORM,
  response: ZSubcategoryDto,
});

/** The add form; pictures are kept unless new ones come (or the cover is removed). */
export const updateSubcategory = defineEndpoint({
  method: "PATCH",
  path: "/api/admin/subcategoryUpdatebyId/[id]",
  access: "admin",
  permission: "menu.edit",
  params: idParams("id", "subcategory id"),
  form: MENU_FORM,
  response: ZSubcategoryDto,
});

export const deleteSubcategory = defineEndpoint({
  method: "DELETE",
  path: "/api/admin/subcategoryDeletebyId/[id]",
  access: "admin",
  permission: "menu.edit",
  params: idParams("id", "subcategory id"),
  response: ZNoData,
});

// ---- availability (decision 016) ----

export const AVAILABILITY_TYPES = ["item", "subcategory", "option"] as const;

/** `until` for "sold out until the shop next opens". */
export const NEXT_OPENING = "next_opening";

const UNTIL_MESSAGE = `Give the time as an ISO 8601 date and time, or "${NEXT_OPENING}".`;

export const ZAvailabilityBodySchema = z.object({
  type: z.enum(AVAILABILITY_TYPES, { error: "Say what to change: item, subcategory or option." }),
  id: z.uuid("Malformed id."),
  /** false: sold out (until `until`, or until set back); true: back on sale. */
  available: z.boolean({ error: "Say whether it is available (true or false)." }),
  /**
   * When a sold-out dish comes back on sale by itself: an ISO 8601 time, or "next_opening" for
   * when the shop next opens (the server works it out from the store's hours; the answer's
   * `soldOutUntil` says when that is); absent or null = until set back.
   */
  until: z
    .union([z.literal(NEXT_OPENING), z.iso.datetime({ offset: true, error: UNTIL_MESSAGE })], { error: UNTIL_MESSAGE })
    .nullable()
    .optional(),
  /** Hide from customers altogether (true) or show again (false); absent = unchanged. */
  hidden: z.boolean({ error: "Say whether it is hidden (true or false)." }).optional(),
});
export type TAvailabilityBody = z.input<typeof ZAvailabilityBodySchema>;

export const ZAvailabilityDto = z.object({
  type: z.enum(AVAILABILITY_TYPES),
  _id: z.string(),
  available: z.boolean(),
  soldOut: z.boolean(),
  soldOutUntil: z.iso.datetime({ offset: true }).nullable(),
  hidden: z.boolean(),
});

/**
 * Marks a dish, a variant (or, once option groups exist, an option) sold out or back on sale,
 * hidden or shown, without deleting it.
 */
export const setAvailability = defineEndpoint({
  method: "PATCH",
  path: "/api/adminauth/menu/availability",
  access: "admin",
  permission: "menu.availability",
  body: ZAvailabilityBodySchema,
  response: ZAvailabilityDto,
});
