import { z } from "zod";
import { SIZES } from "@/lib/catalogue/types";

// Shared by the admin forms and the route handlers.

export const CATEGORY_CHOICES = [
  "Pizzas",
  "Garlic Bread",
  "Calzone",
  "Kebabas",
  "Salads",
  "Cold drinks",
  "Happy Meal®",
  "Desserts",
  "Hot drinks",
  "Sauces",
  "Orbit®",
  "Burgers",
  "Fries",
] as const;

export const ZCategorySchema = z.object({
  Categoryname: z.string({ error: "Choose or type a category name." }).trim().min(1, "Choose or type a category name.").max(60, "Keep the name under 60 characters."),
});

const money = z.coerce
  .number({ error: "Enter a price in pounds, e.g. 9.99." })
  .min(0, "A price cannot be negative.")
  .max(1000, "A price must be under £1,000.")
  .refine((v) => Math.round(v * 100) === Math.round(v * 100 * 1e6) / 1e6, "Use at most two decimal places.");

export const ZPricingSchema = z
  .array(z.object({ size: z.enum(SIZES, { error: "Unknown size." }), price: money }))
  .max(4)
  .refine((list) => new Set(list.map((p) => p.size)).size === list.length, "Each size only once.")
  .refine((list) => list.some((p) => p.price > 0), "Give at least one size a price.");

export const ZCategoryItemFieldsSchema = z.object({
  categoryId: z.uuid("Choose a category."),
  categoryItemName: z.string({ error: "Enter a name." }).trim().min(1, "Enter a name.").max(80, "Keep the name under 80 characters."),
  description: z.string({ error: "Enter a description." }).trim().min(1, "Enter a description.").max(500, "Keep the description under 500 characters."),
  pricing: ZPricingSchema,
});
export type TCategoryItemFields = z.infer<typeof ZCategoryItemFieldsSchema>;

export const ZSubcategoryFieldsSchema = z.object({
  categoryId: z.uuid("Choose a category."),
  subCategoryname: z.string({ error: "Enter a name." }).trim().min(1, "Enter a name.").max(80, "Keep the name under 80 characters."),
});
export type TSubcategoryFields = z.infer<typeof ZSubcategoryFieldsSchema>;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
