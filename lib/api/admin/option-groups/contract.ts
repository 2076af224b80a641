import { z } from "zod";
import { SIZES, ALLERGENS } from "@/lib/menu/shared";
import { VAT_CLASSES } from "@/lib/platform/vat";
import { defineEndpoint } from "../../endpoint";
import { idParams, ZNoData } from "../../schemas";
import { ZOptionGroupDto } from "../../store/catalogue/contract";

// The admin's extras (issue 13): option groups on a category or on one dish, with their options.
// Money in major units on the wire, as everywhere. The same rules as the admin's forms.

const price = z
  .number({ error: "Enter a price in pounds, e.g. 0.99." })
  .min(0, "A price cannot be negative.")
  .max(100, "An extra must cost under 100.00.")
  .refine(
    (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
    "Use at most two decimal places.",
  );

const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(20, `${label} must be at most 20.`);

export const ZOptionBodySchema = z.object({
  /** An existing option keeps its id (baskets hold option ids); without one it is new. */
  _id: z.uuid("Unknown option.").optional(),
  name: z
    .string({ error: "Name the option." })
    .trim()
    .min(1, "Name the option.")
    .max(60, "Keep the name under 60 characters."),
  price,
  prices: z
    .array(z.object({ size: z.enum(SIZES, { error: "Unknown size." }), price }))
    .max(4)
    .refine((l) => new Set(l.map((p) => p.size)).size === l.length, "Each size only once.")
    .default([]),
  allergens: z.array(z.enum(ALLERGENS, { error: "Unknown allergen." })).default([]),
  /**
   * Absent = an existing option keeps whether it is on sale, a new one starts on sale: a form
   * opened before the kitchen marked the option sold out must not put it back on sale by saving.
   */
  available: z.boolean({ error: "Say whether it is on sale (true or false)." }).optional(),
  /** Decision 034; absent = an existing option keeps its class, a new one is standard. */
  vatClass: z.enum(VAT_CLASSES, { error: `Choose a VAT class: ${VAT_CLASSES.join(", ")}.` }).optional(),
});

export const ZOptionGroupBodySchema = z
  .object({
    categoryId: z.uuid("Unknown category.").nullable().default(null),
    categoryItemId: z.uuid("Unknown item.").nullable().default(null),
    name: z
      .string({ error: "Name the group." })
      .trim()
      .min(1, "Name the group.")
      .max(60, "Keep the name under 60 characters."),
    min: count("The minimum"),
    max: count("The maximum").min(1, "The maximum must be at least 1."),
    options: z.array(ZOptionBodySchema).min(1, "Add at least one option.").max(40, "At most 40 options."),
  })
  .refine((g) => g.min <= g.max, { message: "The minimum cannot be more than the maximum.", path: ["min"] })
  .refine((g) => g.min <= g.options.length, { message: "The minimum cannot be more than the options.", path: ["min"] })
  .refine((g) => (g.categoryId === null) !== (g.categoryItemId === null), {
    message: "Put the group on a category or on one dish.",
    path: ["categoryId"],
  });
export type TOptionGroupBody = z.infer<typeof ZOptionGroupBodySchema>;

export const ZAdminOptionGroupDto = ZOptionGroupDto.extend({
  categoryId: z.string().nullable(),
  categoryItemId: z.string().nullable(),
});
export type TAdminOptionGroupDto = z.infer<typeof ZAdminOptionGroupDto>;

export const listOptionGroups = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/menu/optionGroups",
  access: "admin",
  permission: "menu.edit",
  response: z.array(ZAdminOptionGroupDto),
});

export const createOptionGroup = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/menu/optionGroups",
  access: "admin",
  permission: "menu.edit",
  body: ZOptionGroupBodySchema,
  response: ZAdminOptionGroupDto,
});

export const updateOptionGroup = defineEndpoint({
  method: "PUT",
  path: "/api/adminauth/menu/optionGroups/[id]",
  access: "admin",
  permission: "menu.edit",
  params: idParams("id", "option group id"),
  body: ZOptionGroupBodySchema,
  response: ZAdminOptionGroupDto,
});

export const deleteOptionGroup = defineEndpoint({
  method: "DELETE",
  path: "/api/adminauth/menu/optionGroups/[id]",
  access: "admin",
  permission: "menu.edit",
  params: idParams("id", "option group id"),
  response: ZNoData,
});
