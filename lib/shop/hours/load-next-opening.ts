import "server-only";
import { getDb, type DbClient } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { rulesFromRow } from "./load-store-rules";
import { NEXT_OPENING_LOOK_AHEAD_DAYS, nextOpening } from "./next-opening";

export const NO_HOURS_MESSAGE =
  "The shop has no opening hours set, so it trades at all hours and has no next opening. " +
  "Set the hours on the Store screen, or keep it sold out until you set it back.";

export const NO_OPENING_MESSAGE =
  `The shop's hours have no opening in the next ${NEXT_OPENING_LOOK_AHEAD_DAYS} days (it is open without a break, or closed all that time). ` +
  "Keep it sold out until you set it back instead.";

/**
 * When the shop next opens, from its timetable as it is now. A shop without trading rules
 * trades at all hours (UNCONFIGURED_RULES): it never opens, so rather than guess (midnight?)
 * this refuses with a conflict (409) that says what to do instead.
 */
export async function loadNextOpening(now: Date, db: DbClient = getDb()): Promise<Date> {
  const row = await db.storeSettings.findUnique({ where: { id: 1 } });
  if (!row) throw new AppError("CONFLICT", NO_HOURS_MESSAGE, { until: NO_HOURS_MESSAGE });
  const at = nextOpening(rulesFromRow(row).timetable, now);
  if (!at) throw new AppError("CONFLICT", NO_OPENING_MESSAGE, { until: NO_OPENING_MESSAGE });
  return at;
}
