import { z } from "zod";
import { FULFILMENTS } from "@/lib/shop/shared";
import { defineEndpoint } from "../../endpoint";
import { ZIsoDateTime } from "../../schemas";

// The shop's trading state for customers (issue 12): open or closed per fulfilment, paused or
// not, and the slots to order ahead for. Times are ISO 8601 with London's offset.

export const ZFulfilmentStatusDto = z.object({
  open: z.boolean(),
  /** The next opening, when closed. */
  opensAt: ZIsoDateTime.nullable(),
  /** When this opening ends, when open. */
  closesAt: ZIsoDateTime.nullable(),
  /**
   * When open, the last moment an order for as soon as possible is taken: the close less the
   * lead (delivery: the nearest zone's). After it, only orders ahead (additive, decision 109).
   */
  lastOrdersAt: ZIsoDateTime.nullable(),
});

const ZPromiseRangeDto = z.object({
  minMinutes: z.number().int(),
  maxMinutes: z.number().int(),
  /** False while closed or paused: an order now is for a later time. */
  isAvailableNow: z.boolean(),
});

/**
 * The promise every page makes, from the live rules (additive, issue 25): minutes from an order
 * placed now, busy minutes included; delivery from the nearest zone's extra to the farthest's.
 */
export const ZStorePromiseDto = z.object({
  delivery: ZPromiseRangeDto,
  collection: ZPromiseRangeDto,
  isBusy: z.boolean(),
});

/**
 * The status in the shop's words, written by the server on London's clock (additive): what the
 * pages show, so a browser formats no time to show it (a page's first Intl formatter is tens of
 * milliseconds of a phone's main thread, docs/speed-log.md 2026-11-30).
 */
export const ZStoreStatusLabelsDto = z.object({
  /** "Open until 03:00", "Open", "Closed - opens today at 16:50" or "Closed". */
  shop: z.string(),
  /** Read after "Delivery": "until 03:00", "open now", "from 17:50", "from tomorrow at 16:50" or "closed". */
  delivery: z.string(),
  /** Read after "Collection", as `delivery`. */
  collection: z.string(),
  /** While closed, the next opening: "today at 16:50"; otherwise null. */
  opens: z.string().nullable(),
  /** While paused until a time: "today at 21:30"; otherwise null. */
  pausedUntil: z.string().nullable(),
  /**
   * While open but past last orders for delivery or collection (not paused): "We have stopped
   * taking orders for now: last orders were at 02:40."; otherwise null (additive, decision 109).
   */
  lastOrders: z.string().nullable(),
});

export const ZStoreStatusDto = z.object({
  timezone: z.string(),
  now: ZIsoDateTime,
  paused: z.boolean(),
  /** Null while not paused, or paused until the admin resumes. */
  pausedUntil: ZIsoDateTime.nullable(),
  /**
   * Whether a time ahead can be chosen now: not paused, and a fulfilment open or opening within
   * the days slots are offered for. Said to a closed shop's visitors ("You can order ahead").
   */
  canOrderAhead: z.boolean(),
  prepMinutes: z.number().int(),
  deliveryMinutes: z.number().int(),
  /** Minutes the kitchen has added while busy (already part of the promised times). */
  busyExtraMinutes: z.number().int(),
  delivery: ZFulfilmentStatusDto,
  collection: ZFulfilmentStatusDto,
  promise: ZStorePromiseDto,
  labels: ZStoreStatusLabelsDto,
});
export type TStoreStatus = z.infer<typeof ZStoreStatusDto>;

export const getStoreStatus = defineEndpoint({
  method: "GET",
  path: "/api/store/status",
  access: "public",
  response: ZStoreStatusDto,
});

export const ZSlotsQuerySchema = z.object({
  fulfilment: z.enum(FULFILMENTS, { error: "Choose delivery or collection." }),
});

export const ZSlotDto = z.object({ start: ZIsoDateTime, available: z.boolean() });
export type TSlot = z.infer<typeof ZSlotDto>;

export const listStoreSlots = defineEndpoint({
  method: "GET",
  path: "/api/store/slots",
  access: "public",
  query: ZSlotsQuerySchema,
  response: z.object({ fulfilment: z.enum(FULFILMENTS), slots: z.array(ZSlotDto) }),
});
