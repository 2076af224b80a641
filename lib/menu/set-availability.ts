import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { loadNextOpening } from "@/lib/shop";
import { availabilitySelect, isAvailable, isSoldOut, type AvailabilityFields } from "./availability";

export type AvailabilityTarget = "item" | "subcategory" | "option";

export type AvailabilityChange = {
  type: AvailabilityTarget;
  id: string;
  /** false: sold out; true: back on sale. */
  available: boolean;
  /**
   * A sold-out dish comes back on sale by itself at this time; "next_opening" = when the shop
   * next opens (from its timetable, now); null = when set back.
   */
  until?: Date | "next_opening" | null;
  /** Hide from customers (true), show again (false); absent = unchanged. */
  hidden?: boolean;
};

export type AvailabilityState = {
  type: AvailabilityTarget;
  id: string;
  /** What the dish, variant or extra is called, for the audit trail's entry. */
  name: string;
  available: boolean;
  soldOut: boolean;
  soldOutUntil: Date | null;
  hidden: boolean;
};

const OPTION_UNTIL = "An extra stays sold out until you set it back: leave the time empty.";
const OPTION_HIDDEN = "An extra cannot be hidden: mark it sold out, or delete it from its group.";

/**
 * An extra is on sale or sold out until set back: it has no return time of its own and is
 * never hidden (it belongs to its group, which the admin edits or deletes).
 */
async function setOptionAvailability(change: AvailabilityChange): Promise<AvailabilityState> {
  if (!change.available && change.until) throw AppError.invalidInput(OPTION_UNTIL, { until: OPTION_UNTIL });
  if (change.hidden) throw AppError.invalidInput(OPTION_HIDDEN, { hidden: OPTION_HIDDEN });
  const found = await getDb().menuOption.updateManyAndReturn({
    where: { id: change.id },
    data: { available: change.available },
    select: { available: true, name: true },
  });
  if (!found[0]) throw AppError.notFound("Option");
  return {
    type: "option",
    id: change.id,
    name: found[0].name,
    available: found[0].available,
    soldOut: !found[0].available,
    soldOutUntil: null,
    hidden: false,
  };
}

const namedSelect = { ...availabilitySelect, name: true } as const;

const UNTIL_IN_PAST = "Choose a time in the future, or leave it empty to keep it sold out until you set it back.";

/**
 * Sold out / back on sale, hidden / shown, without deleting (decision 016). `until` only
 * means something when marking sold out, and must be in the future.
 */
export async function setAvailability(change: AvailabilityChange, now: Date = new Date()): Promise<AvailabilityState> {
  if (change.type === "option") return setOptionAvailability(change);
  // Resolved here, not by the client: the timetable and the clock that count are the server's.
  const until = !change.available && change.until === "next_opening" ? await loadNextOpening(now) : change.until;
  if (!change.available && until instanceof Date && until.getTime() <= now.getTime()) {
    throw AppError.invalidInput(UNTIL_IN_PAST, { until: UNTIL_IN_PAST });
  }
  const data = {
    soldOut: !change.available,
    soldOutUntil: change.available || !(until instanceof Date) ? null : until,
    ...(change.hidden === undefined ? {} : { hidden: change.hidden }),
  };
  const db = getDb();
  let row: (AvailabilityFields & { name: string }) | null;
  if (change.type === "item") {
    const found = await db.categoryItem.updateManyAndReturn({
      where: { id: change.id },
      data,
      select: namedSelect,
    });
    row = found[0] ?? null;
    if (!row) throw AppError.notFound("Category item");
  } else {
    const found = await db.subcategory.updateManyAndReturn({
      where: { id: change.id },
      data,
      select: namedSelect,
    });
    row = found[0] ?? null;
    if (!row) throw AppError.notFound("Subcategory");
  }
  const soldOut = isSoldOut(row, now);
  return {
    type: change.type,
    id: change.id,
    name: row.name,
    available: isAvailable(row, now),
    soldOut,
    soldOutUntil: soldOut ? row.soldOutUntil : null,
    hidden: row.hidden,
  };
}
