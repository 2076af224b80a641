import { z } from "zod";
import { SIZES } from "@/lib/menu/shared";
import { PLACEMENTS, PROMOTION_KINDS, AUDIENCES, DIETARY_LABELS } from "@/lib/promotions/shared";
import { defineEndpoint } from "../../endpoint";
import { idParams, ZIsoDateTime, ZMoney, ZNoData } from "../../schemas";

// The admin's promotions (issue 11). Money in major units on the wire, as everywhere.

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const money = (label: string) =>
  z
    .number({ error: `${label} must be an amount such as 4.99.` })
    .nonnegative(`${label} cannot be negative.`)
    .max(10_000, `${label} is too large.`)
    .multipleOf(0.01, `${label} must be in whole pence.`);
const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Keep it under ${max} characters.`);

export const ZPromotionBodySchema = z
  .object({
    name: text(80, "Give the promotion a name."),
    headline: text(120, "Write what the customer sees."),
    badge: text(12, "Write a badge such as -20%."),
    description: text(300, "Say what the customer must do to get it."),
    /** One of the site's own pictures (the menu's, the home page's or an upload). */
    image: z
      .string()
      .regex(/^\/(home|menu|media)\/[\w./-]+$/, "Choose one of the site's pictures.")
      .max(300)
      .nullable()
      .default(null),
    placements: z
      .array(z.enum(PLACEMENTS, { error: "Unknown place on the site." }))
      .max(4)
      .default([]),
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{3,20}$/, "A code is 3 to 20 letters and digits.")
      .transform((c) => c.toUpperCase())
      .nullable()
      .default(null),
    isCombinable: z.boolean().default(true),
    audience: z.enum(AUDIENCES, { error: "Choose who may use it." }).default("everyone"),
    oncePerCustomer: z.boolean().default(false),
    usageCap: z.number().int("A whole number.").min(1, "At least 1.").max(1_000_000).nullable().default(null),
    startsAt: ZIsoDateTime.nullable().default(null),
    endsAt: ZIsoDateTime.nullable().default(null),
    days: z
      .array(z.number().int().min(1, "Days are 1 (Monday) to 7 (Sunday).").max(7, "Days are 1 (Monday) to 7 (Sunday)."))
      .max(7)
      .default([]),
    from: z.string().regex(HHMM, "Use a time such as 17:00.").nullable().default(null),
    to: z.string().regex(HHMM, "Use a time such as 23:00.").nullable().default(null),
    minSpend: money("The minimum spend").nullable().default(null),
    kind: z.enum(PROMOTION_KINDS, { error: "Choose what the promotion gives." }),
    percent: z
      .number()
      .int("A whole percentage.")
      .min(1, "At least 1%.")
      .max(100, "At most 100%.")
      .nullable()
      .default(null),
    amount: money("The amount").nullable().default(null),
    categoryIds: z.array(z.uuid("Choose categories of the menu.")).max(50).default([]),
    dietary: z
      .array(z.enum(DIETARY_LABELS, { error: "Unknown dietary label." }))
      .max(3)
      .default([]),
    sizes: z
      .array(z.enum(SIZES, { error: "Unknown size." }))
      .max(4)
      .default([]),
    quantity: z.number().int("A whole number.").min(2, "At least 2.").max(10, "At most 10.").nullable().default(null),
    setPrice: money("The set price").nullable().default(null),
    freeItemId: z.uuid("Choose a dish.").nullable().default(null),
    freeItemSize: z.enum(SIZES, { error: "Unknown size." }).nullable().default(null),
    linkCategoryId: z.uuid("Choose a category of the menu.").nullable().default(null),
  })
  .superRefine((p, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (p.startsAt && p.endsAt && Date.parse(p.endsAt) <= Date.parse(p.startsAt))
      need("endsAt", "The end must be after the start.");
    if (!!p.from !== !!p.to) need(p.from ? "to" : "from", "Give both times, or neither.");
    if (p.from && p.from === p.to) need("to", "The end time must differ from the start time.");
    switch (p.kind) {
      case "percent_off_subtotal":
        if (p.percent === null) need("percent", "Give the percentage off.");
        break;
      case "amount_off_subtotal":
        if (!p.amount) need("amount", "Give the amount off.");
        break;
      case "percent_off_lines":
        if (p.percent === null) need("percent", "Give the percentage off.");
        if (!p.categoryIds.length && !p.dietary.length) need("categoryIds", "Choose categories or a dietary label.");
        break;
      case "multi_buy":
        if (p.quantity === null) need("quantity", "How many must be bought together?");
        if (!p.categoryIds.length) need("categoryIds", "Choose the categories the deal covers.");
        if (p.setPrice !== null && p.percent !== null) need("setPrice", "Give a set price or a percentage, not both.");
        break;
      case "free_item":
        if (!p.freeItemId) need("freeItemId", "Choose the free dish.");
        if (!p.freeItemSize) need("freeItemSize", "Choose its size.");
        break;
      case "free_delivery":
        break;
    }
  });

export type TPromotionBody = z.input<typeof ZPromotionBodySchema>;

export const ZAdminPromotionDto = z.object({
  _id: z.string(),
  name: z.string(),
  headline: z.string(),
  badge: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  placements: z.array(z.enum(PLACEMENTS)),
  code: z.string().nullable(),
  isCombinable: z.boolean(),
  audience: z.enum(AUDIENCES),
  oncePerCustomer: z.boolean(),
  usageCap: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  days: z.array(z.number()),
  from: z.string().nullable(),
  to: z.string().nullable(),
  minSpend: ZMoney.nullable(),
  kind: z.enum(PROMOTION_KINDS),
  percent: z.number().nullable(),
  amount: ZMoney.nullable(),
  categoryIds: z.array(z.string()),
  dietary: z.array(z.string()),
  sizes: z.array(z.enum(SIZES)),
  quantity: z.number().nullable(),
  setPrice: ZMoney.nullable(),
  freeItemId: z.string().nullable(),
  freeItemSize: z.enum(SIZES).nullable(),
  linkCategoryId: z.string().nullable(),
  retiredAt: z.string().nullable(),
  timesUsed: z.number(),
  /**
   * False when it can no longer give what it promises, so customers neither see nor get it: its
   * free dish left the menu (or that size did), or every category it covered was deleted.
   */
  canApply: z.boolean(),
});
export type TAdminPromotionDto = z.infer<typeof ZAdminPromotionDto>;

export const listPromotions = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/promotions",
  access: "admin",
  permission: "promotions.edit",
  response: z.array(ZAdminPromotionDto),
});

export const createPromotion = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/promotions",
  access: "admin",
  permission: "promotions.edit",
  body: ZPromotionBodySchema,
  response: ZAdminPromotionDto,
});

export const updatePromotion = defineEndpoint({
  method: "PATCH",
  path: "/api/adminauth/promotions/[id]",
  access: "admin",
  permission: "promotions.edit",
  params: idParams("id", "promotion id"),
  body: ZPromotionBodySchema,
  response: ZAdminPromotionDto,
});

export const retirePromotion = defineEndpoint({
  method: "DELETE",
  path: "/api/adminauth/promotions/[id]",
  access: "admin",
  permission: "promotions.edit",
  params: idParams("id", "promotion id"),
  response: ZNoData,
});
