import { z } from "zod";
import { MAX_EXTRA_MINUTES } from "@/lib/shop/shared";
import { isCoveredCodeValid } from "@/lib/platform/uk-postcode";
import { defineEndpoint } from "../../endpoint";
import { idParams, ZMoney, ZNoData } from "../../schemas";

// The admin's delivery zones (issue 12): where the shop delivers, for what fee and minimum,
// with how many extra minutes. Money in major units on the wire, as everywhere.

const money = (label: string) =>
  z
    .number({ error: `${label} must be an amount such as 2.49.` })
    .nonnegative(`${label} cannot be negative.`)
    .max(10_000, `${label} is too large.`)
    .multipleOf(0.01, `${label} must be in whole pence.`);

/** "W1, sw1a , SE" or ["W1", "SW1A"]: upper-cased, blanks dropped, each an outward code or an area. */
export const ZOutwardCodesSchema = z
  .union([z.string(), z.array(z.string({ error: "Outward codes are text such as W1." }))], {
    error: "List the outward codes, such as W1, SW1A, SE.",
  })
  .transform((value) =>
    (typeof value === "string" ? value.split(/[,\s]+/) : value)
      .map((c) => c.replace(/\s+/g, "").toUpperCase())
      .filter((c) => c !== ""),
  )
  .superRefine((codes, ctx) => {
    const bad = codes.filter((c) => !isCoveredCodeValid(c));
    if (bad.length) {
      ctx.addIssue({
        code: "custom",
        message: `Not an outward code: ${bad.slice(0, 5).join(", ")}. Use codes such as W1, SW1A or SE (the part of a postcode before the space).`,
      });
    } else if (!codes.length) {
      ctx.addIssue({ code: "custom", message: "List at least one outward code, such as W1." });
    } else if (codes.length > 200) {
      ctx.addIssue({ code: "custom", message: "At most 200 outward codes per zone." });
    }
  });

const fields = {
  name: z
    .string({ error: "Give the zone a name." })
    .trim()
    .min(1, "Give the zone a name.")
    .max(60, "Keep the name under 60 characters."),
  outwardCodes: ZOutwardCodesSchema,
  deliveryFee: money("The delivery fee"),
  minimumOrder: money("The minimum order"),
  extraMinutes: z
    .number({ error: "Extra minutes must be a whole number." })
    .int("Extra minutes must be a whole number.")
    .min(0, "Extra minutes cannot be negative.")
    .max(MAX_EXTRA_MINUTES, `At most ${MAX_EXTRA_MINUTES} extra minutes.`),
  isActive: z.boolean({ error: "Say whether the zone is active." }),
};

export const ZZoneBodySchema = z.object({
  ...fields,
  extraMinutes: fields.extraMinutes.default(0),
  isActive: fields.isActive.default(true),
});
export type TZoneBody = z.input<typeof ZZoneBodySchema>;

export const ZZonePatchSchema = z.object(fields).partial();

export const ZAdminZoneDto = z.object({
  _id: z.string(),
  name: z.string(),
  outwardCodes: z.array(z.string()),
  deliveryFee: ZMoney,
  minimumOrder: ZMoney,
  extraMinutes: z.number(),
  isActive: z.boolean(),
});
export type TAdminZoneDto = z.infer<typeof ZAdminZoneDto>;

export const listZones = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/store/zones",
  access: "admin",
  permission: "store.settings",
  response: z.array(ZAdminZoneDto),
});

export const createZone = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/store/zones",
  access: "admin",
  permission: "store.settings",
  body: ZZoneBodySchema,
  response: ZAdminZoneDto,
});

export const updateZone = defineEndpoint({
  method: "PATCH",
  path: "/api/adminauth/store/zones/[id]",
  access: "admin",
  permission: "store.settings",
  params: idParams("id", "delivery zone id"),
  body: ZZonePatchSchema,
  response: ZAdminZoneDto,
});

export const deleteZone = defineEndpoint({
  method: "DELETE",
  path: "/api/adminauth/store/zones/[id]",
  access: "admin",
  permission: "store.settings",
  params: idParams("id", "delivery zone id"),
  response: ZNoData,
});
