import { z } from "zod";
import { ZShopIdentitySchema, ZTimetableSchema } from "@/lib/shop/forms";
import { PAUSE_MINUTES } from "@/lib/shop/shared";
import { defineEndpoint } from "../../endpoint";
import { ZIsoDateTime, ZMoney } from "../../schemas";
import { ZShopIdentityDto } from "../../store/shop/contract";

// The admin's "Store": trading hours and exceptions, pausing online ordering, the kitchen's
// minutes and slot capacity (issue 12).

export const ZTimetableDto = ZTimetableSchema;
export type TTimetableDto = z.input<typeof ZTimetableDto>;

export const getStoreHours = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/store/hours",
  access: "admin",
  permission: "store.settings",
  response: ZTimetableDto,
});

export const putStoreHours = defineEndpoint({
  method: "PUT",
  path: "/api/adminauth/store/hours",
  access: "admin",
  permission: "store.settings",
  body: ZTimetableSchema,
  response: ZTimetableDto,
});

const PAUSE_MESSAGE = `Pause for ${PAUSE_MINUTES.min} to ${PAUSE_MINUTES.max} minutes, 0 to resume, or null until resumed.`;

export const ZPauseSchema = z.object({
  minutes: z
    .number({ error: PAUSE_MESSAGE })
    .int(PAUSE_MESSAGE)
    .refine((m) => m === 0 || (m >= PAUSE_MINUTES.min && m <= PAUSE_MINUTES.max), PAUSE_MESSAGE)
    .nullable(),
});

const minutes = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number of minutes.` })
    .int(`${label} must be a whole number of minutes.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} can be at most ${max} minutes.`);
const capacity = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(100, `${label} can be at most 100.`);

const MAX_ORDER_MESSAGE = "The largest order must be an amount from 10.00 to 10,000.00, in whole pence.";
const CASH_MAX_MESSAGE = "The largest cash order must be an amount from 5.00 to 1,000.00, in whole pence.";

export const ZStoreSettingsSchema = z.object({
  prepMinutes: minutes("Preparation time", 240).min(5, "Preparation time must be at least 5 minutes."),
  deliveryMinutes: minutes("Delivery time", 240).min(5, "Delivery time must be at least 5 minutes."),
  deliverySlotCapacity: capacity("Delivery orders per slot"),
  collectionSlotCapacity: capacity("Collection orders per slot"),
  busyExtraMinutes: minutes("Busy extra minutes", 180),
  minimumAppliesToCollection: z.boolean({ error: "Say whether the minimum applies to collection." }),
  /**
   * The most an online order's dishes may cost, before offers and delivery (decision 023), in
   * major units. Additive: left out, it stays as it is.
   */
  maxOrderValue: z
    .number({ error: MAX_ORDER_MESSAGE })
    .min(10, MAX_ORDER_MESSAGE)
    .max(10_000, MAX_ORDER_MESSAGE)
    .multipleOf(0.01, MAX_ORDER_MESSAGE)
    .optional(),
  /**
   * Payment settings (decision 030), additive: left out, they stay. Changing them needs the
   * owner's `payments.settings` (with two-factor sign-in); sending them unchanged does not.
   */
  cashOnDelivery: z.boolean({ error: "Say whether cash on delivery is taken." }).optional(),
  payAtCollection: z.boolean({ error: "Say whether cash is taken at collection." }).optional(),
  cashMaxOrder: z
    .number({ error: CASH_MAX_MESSAGE })
    .min(5, CASH_MAX_MESSAGE)
    .max(1_000, CASH_MAX_MESSAGE)
    .multipleOf(0.01, CASH_MAX_MESSAGE)
    .optional(),
  /** The landing page's 'Admin Panel Preview' on or off (issue 25), additive: left out, it stays. */
  adminPreview: z.boolean({ error: "Say whether the home page shows the Admin Panel Preview." }).optional(),
});
export type TStoreSettingsForm = z.input<typeof ZStoreSettingsSchema>;

export const ZStoreSettingsDto = ZStoreSettingsSchema.extend({
  maxOrderValue: ZMoney,
  cashOnDelivery: z.boolean(),
  payAtCollection: z.boolean(),
  cashMaxOrder: ZMoney,
  adminPreview: z.boolean(),
  paused: z.boolean(),
  /** Null when not paused or paused until resumed. */
  pausedUntil: ZIsoDateTime.nullable(),
  pausedIndefinitely: z.boolean(),
});
export type TStoreSettings = z.infer<typeof ZStoreSettingsDto>;

export const getStoreSettings = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/store/settings",
  access: "admin",
  permission: "store.settings",
  response: ZStoreSettingsDto,
});

export const putStoreSettings = defineEndpoint({
  method: "PUT",
  path: "/api/adminauth/store/settings",
  access: "admin",
  permission: "store.settings",
  body: ZStoreSettingsSchema,
  response: ZStoreSettingsDto,
});

/** `minutes`: 15–240 pauses, 0 resumes, null pauses until resumed. */
export const pauseStore = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/store/pause",
  access: "admin",
  permission: "store.pause",
  body: ZPauseSchema,
  response: ZStoreSettingsDto,
});

/** The shop's identity (issue 25): the owner's form, multipart for the logo. */
export const ZShopIdentityFormSchema = ZShopIdentitySchema.extend({
  /** "true": remove the logo (a new file replaces it anyway). */
  removeLogo: z
    .enum(["true", "false"], { error: "removeLogo is true or false." })
    .optional()
    .transform((v) => v === "true"),
});

/** The logo's file (`logo`, at most 5 MB) and the text fields. */
const IDENTITY_FORM = { maxBytes: 5 * 1024 * 1024 + 64 * 1024 };

export const getAdminShopIdentity = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/store/identity",
  access: "admin",
  permission: "store.identity",
  response: ZShopIdentityDto,
});

export const putShopIdentity = defineEndpoint({
  method: "PUT",
  path: "/api/adminauth/store/identity",
  access: "admin",
  permission: "store.identity",
  form: IDENTITY_FORM,
  response: ZShopIdentityDto,
});
