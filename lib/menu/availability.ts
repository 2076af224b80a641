// Whether a dish, a variant (or, with the extras, an option) can be sold now. Pure: the time
// is passed in, so the rule is tested with a controlled clock.

export type AvailabilityFields = {
  soldOut: boolean;
  /** Back on sale from this moment; null = until the admin sets it back. */
  soldOutUntil: Date | null;
  hidden: boolean;
};

/** Sold out now: marked so, and the time it comes back (if any) has not come yet. */
export function isSoldOut(row: Pick<AvailabilityFields, "soldOut" | "soldOutUntil">, now: Date): boolean {
  return row.soldOut && (row.soldOutUntil === null || row.soldOutUntil.getTime() > now.getTime());
}

/** Can be added to a basket and ordered now. */
export function isAvailable(row: AvailabilityFields, now: Date): boolean {
  return !row.hidden && !isSoldOut(row, now);
}

export const availabilitySelect = { soldOut: true, soldOutUntil: true, hidden: true } as const;
