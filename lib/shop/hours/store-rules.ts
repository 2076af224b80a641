import type { Fulfilment, TTimetable, TWeek } from "./timetable";

// The shop's trading rules as the domain uses them (the StoreSettings row, parsed).

export type StoreRules = {
  timetable: TTimetable;
  prepMinutes: number;
  deliveryMinutes: number;
  capacity: Record<Fulfilment, number>;
  busyExtraMinutes: number;
  pausedUntil: Date | null;
  pausedIndefinitely: boolean;
  minimumAppliesToCollection: boolean;
  /** The most an online order's dishes may cost, before offers and delivery (lib/ordering/basket/limits.ts). */
  maxOrderPence: number;
  /** Cash on delivery and pay at collection, each on or off, and the largest order cash may pay (decision 030). */
  cash: CashRules;
  /** Whether the landing page shows the spec's 'Admin Panel Preview' (issue 25). */
  adminPreview: boolean;
};

export type CashRules = { delivery: boolean; collection: boolean; maxOrderPence: number };

/** £40: what a rider can sensibly carry change for, and what the issue asks for by default. */
export const DEFAULT_CASH_MAX_ORDER_PENCE = 4_000;

/** Cash is off until the owner turns it on. */
export const NO_CASH: CashRules = { delivery: false, collection: false, maxOrderPence: DEFAULT_CASH_MAX_ORDER_PENCE };

/** £500: above that an order is more likely a mistake or an abuse than a family's dinner (decision 023). */
export const DEFAULT_MAX_ORDER_PENCE = 50_000;

const ALL_DAY: TWeek = Array.from({ length: 7 }, () => [{ opens: "00:00", closes: "00:00" }]);

/** A shop that has not set its trading rules yet trades at any hour, without slot limits. */
export const UNCONFIGURED_RULES: StoreRules = {
  timetable: { delivery: ALL_DAY, collection: ALL_DAY, exceptions: [] },
  prepMinutes: 20,
  deliveryMinutes: 45,
  capacity: { delivery: Number.POSITIVE_INFINITY, collection: Number.POSITIVE_INFINITY },
  busyExtraMinutes: 0,
  pausedUntil: null,
  pausedIndefinitely: false,
  minimumAppliesToCollection: false,
  maxOrderPence: DEFAULT_MAX_ORDER_PENCE,
  cash: NO_CASH,
  adminPreview: true,
};

/** What the settings row starts from when the admin changes one part before any other. */
export const FIRST_SETTINGS = {
  timetable: UNCONFIGURED_RULES.timetable,
  prepMinutes: 20,
  deliveryMinutes: 45,
  deliverySlotCapacity: 10,
  collectionSlotCapacity: 10,
};

export const SLOT_MINUTES = 15;
export const SLOT_DAYS = 7;
export const PAUSE_MINUTES = { min: 15, max: 240 } as const;

/** Whether online ordering is paused at `now`. */
export function isPaused(rules: Pick<StoreRules, "pausedUntil" | "pausedIndefinitely">, now: Date): boolean {
  return rules.pausedIndefinitely || (rules.pausedUntil !== null && rules.pausedUntil > now);
}

/** How long from an order to the food: preparation (collection) or delivery, plus busy minutes. */
export function leadMinutes(rules: StoreRules, fulfilment: Fulfilment, extraMinutes = 0): number {
  const base = fulfilment === "collection" ? rules.prepMinutes : rules.deliveryMinutes;
  return base + rules.busyExtraMinutes + extraMinutes;
}
