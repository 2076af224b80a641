import "server-only";
import { getDb, lockSettings } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { rulesFromRow } from "./load-store-rules";
import { FIRST_SETTINGS, UNCONFIGURED_RULES } from "./store-rules";
import { timetableProblems, type TTimetable } from "./timetable";

/**
 * Replaces the weekly hours and exceptions; overlapping spans are refused field by field (400).
 * Answers the hours as they were, read under the settings' lock in the write's transaction, for
 * the audit trail's before.
 */
export async function saveTimetable(timetable: TTimetable): Promise<{ before: TTimetable; timetable: TTimetable }> {
  const problems = timetableProblems(timetable);
  const first = Object.values(problems)[0];
  if (first) throw AppError.invalidInput(first, problems);
  return getDb().$transaction(async (tx) => {
    await lockSettings(tx, "StoreSettings");
    const row = await tx.storeSettings.findUnique({ where: { id: 1 } });
    const before = row ? rulesFromRow(row).timetable : UNCONFIGURED_RULES.timetable;
    await tx.storeSettings.upsert({
      where: { id: 1 },
      update: { timetable },
      create: { ...FIRST_SETTINGS, id: 1, timetable },
    });
    return { before, timetable };
  });
}
