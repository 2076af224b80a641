import "server-only";
import { getDb, lockRow } from "@/lib/platform/db";
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

/** Whether it was or is on sale, for the audit trail's before and after. */
export type AvailabilitySnapshot = Pick<AvailabilityState, "available" | "soldOut" | "soldOutUntil" | "hidden">;

/** The state as set, and as it was just before (read under the row's lock, in the same transaction). */
export type AvailabilityResult = { before: AvailabilitySnapshot; state: AvailabilityState };

function snapshotOf(row: AvailabilityFields, now: Date): AvailabilitySnapshot {
  const soldOut = isSoldOut(row, now);
  return {
    available: isAvailable(row, now),
    soldOut,
    soldOutUntil: soldOut ? row.soldOutUntil : null,
    hidden: row.hidden,
  };
}

const OPTION_UNTIL = "An extra stays sold out until you set it back: leave the time empty.";
const OPTION_HIDDEN = "An extra cannot be hidden: mark it sold out, or delete it from its group.";

/**
 * An extra is on sale or sold out until set back: it has no return time of its own and is
 * never hidden (it belongs to its group, which the admin edits or deletes).
 */
async function setOptionAvailability(change: AvailabilityChange): Promise<AvailabilityResult> {
  if (!change.available && change.until) throw AppError.invalidInput(OPTION_UNTIL, { until: OPTION_UNTIL });
  if (change.hidden) throw AppError.invalidInput(OPTION_HIDDEN, { hidden: OPTION_HIDDEN });
  return getDb().$transaction(async (tx) => {
    await lockRow(tx, "MenuOption", change.id);
    const was = await tx.menuOption.findUnique({ where: { id: change.id }, select: { available: true } });
    if (!was) throw AppError.notFound("Option");
    const row = await tx.menuOption.update({
      where: { id: change.id },
      data: { available: change.available },
      select: { available: true, name: true },
    });
    const optionState = (available: boolean) => ({ available, soldOut: !available, soldOutUntil: null, hidden: false });
    return {
      before: optionState(was.available),
      state: { type: "option", id: change.id, name: row.name, ...optionState(row.available) },
    };
  });
}

const namedSelect = { ...availabilitySelect, name: true } as const;

const UNTIL_IN_PAST = "Choose a time in the future, or leave it empty to keep it sold out until you set it back.";

/**
 * Sold out / back on sale, hidden / shown, without deleting (decision 016). `until` only
 * means something when marking sold out, and must be in the future.
 */
export async function setAvailability(change: AvailabilityChange, now: Date = new Date()): Promise<AvailabilityResult> {
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
  return getDb().$transaction(async (tx) => {
    let was: AvailabilityFields | null;
    let row: AvailabilityFields & { name: string };
    if (change.type === "item") {
      await lockRow(tx, "CategoryItem", change.id);
      was = await tx.categoryItem.findUnique({ where: { id: change.id }, select: availabilitySelect });
      if (!was) throw AppError.notFound("Category item");
      row = await tx.categoryItem.update({ where: { id: change.id }, data, select: namedSelect });
    } else {
      await lockRow(tx, "Subcategory", change.id);
      was = await tx.subcategory.findUnique({ where: { id: change.id }, select: availabilitySelect });
      if (!was) throw AppError.notFound("Subcategory");
      row = await tx.subcategory.update({ where: { id: change.id }, data, select: namedSelect });
    }
    return {
      before: snapshotOf(was, now),
      state: { type: change.type, id: change.id, name: row.name, ...snapshotOf(row, now) },
    };
  });
}
