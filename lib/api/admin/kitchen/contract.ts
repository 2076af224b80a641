import { z } from "zod";
import { ESCALATE_MINUTES, SELF_PAUSE_ORDERS } from "@/lib/alerts/shared";
import { defineEndpoint } from "../../endpoint";
import { ZIsoDateTime } from "../../schemas";

// The kitchen that runs itself (issue 23, decision 032): what the orders board shows beside the
// orders (printers, pauses), the owner's kitchen settings (auto-accept, escalation, self-pause)
// and staff devices subscribing to web push.

const ESCALATE_MESSAGE = `Escalate after ${ESCALATE_MINUTES.min} to ${ESCALATE_MINUTES.max} minutes.`;
const SELF_PAUSE_MESSAGE = `Pause after ${SELF_PAUSE_ORDERS.min} to ${SELF_PAUSE_ORDERS.max} unanswered orders, or leave it off.`;

export const ZKitchenSettingsSchema = z.object({
  autoAccept: z.boolean({ error: "Say whether paid orders are accepted at once." }),
  escalateAfterMinutes: z
    .number({ error: ESCALATE_MESSAGE })
    .int(ESCALATE_MESSAGE)
    .min(ESCALATE_MINUTES.min, ESCALATE_MESSAGE)
    .max(ESCALATE_MINUTES.max, ESCALATE_MESSAGE),
  /** null: the shop never pauses itself. */
  selfPauseAfterOrders: z
    .number({ error: SELF_PAUSE_MESSAGE })
    .int(SELF_PAUSE_MESSAGE)
    .min(SELF_PAUSE_ORDERS.min, SELF_PAUSE_MESSAGE)
    .max(SELF_PAUSE_ORDERS.max, SELF_PAUSE_MESSAGE)
    .nullable(),
});
export type TKitchenSettings = z.infer<typeof ZKitchenSettingsSchema>;

export const getKitchenSettings = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/kitchen/settings",
  access: "admin",
  permission: "store.settings",
  response: ZKitchenSettingsSchema,
});

export const putKitchenSettings = defineEndpoint({
  method: "PUT",
  path: "/api/adminauth/kitchen/settings",
  access: "admin",
  permission: "store.settings",
  body: ZKitchenSettingsSchema,
  response: ZKitchenSettingsSchema,
});

export const ZKitchenStatusDto = z.object({
  /** Open for delivery or collection now (trading hours): a quiet printer is an alarm then. */
  isOpen: z.boolean(),
  printers: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      online: z.boolean(),
      lastSeenAt: ZIsoDateTime.nullable(),
      /** False for a printer added and never set up: not an alarm. */
      hasPolled: z.boolean(),
      failedJobs: z.number().int(),
    }),
  ),
  /** A printer that polled has stopped while the shop is open: the board turns red and rings. */
  printerAlarm: z.boolean(),
  paused: z.boolean(),
  pausedUntil: ZIsoDateTime.nullable(),
  /** The pause now is one the shop gave itself after unanswered orders. */
  selfPause: z.object({ at: ZIsoDateTime, until: ZIsoDateTime, orderCount: z.number().int() }).nullable(),
  settings: ZKitchenSettingsSchema,
  push: z.object({
    /** The VAPID public key (base64url) a browser subscribes with. */
    publicKey: z.string(),
    /** How many of this member's devices are told of new orders. */
    devices: z.number().int(),
  }),
});
export type TKitchenStatus = z.infer<typeof ZKitchenStatusDto>;

export const getKitchenStatus = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/kitchen",
  access: "admin",
  permission: "orders.read",
  response: ZKitchenStatusDto,
});

const KEY_MESSAGE = "The browser's subscription is incomplete: subscribe again.";
const base64url = (max: number) =>
  z
    .string({ error: KEY_MESSAGE })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, KEY_MESSAGE)
    .min(16, KEY_MESSAGE)
    .max(max, KEY_MESSAGE);

/** What `PushSubscription.toJSON()` gives in the browser (expirationTime is ignored). */
export const ZPushSubscriptionSchema = z.object({
  endpoint: z
    .url({ error: "The browser's push address is not a URL." })
    .max(1000, "The browser's push address is too long."),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }, { error: KEY_MESSAGE }),
});
export type TPushSubscriptionBody = z.infer<typeof ZPushSubscriptionSchema>;

/** This device is told of every new order, even with the board closed. */
export const subscribePush = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/kitchen/push",
  access: "admin",
  permission: "orders.read",
  body: ZPushSubscriptionSchema,
  response: z.object({ _id: z.string(), devices: z.number().int() }),
});

/** This device is told no more. */
export const unsubscribePush = defineEndpoint({
  method: "DELETE",
  path: "/api/adminauth/kitchen/push",
  access: "admin",
  permission: "orders.read",
  body: z.object({ endpoint: z.string({ error: "Say which device." }).min(1, "Say which device.").max(1000) }),
  response: z.object({ removed: z.boolean(), devices: z.number().int() }),
});
