import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { FIRST_SETTINGS } from "./store-rules";
import { timetableProblems, type TTimetable } from "./timetable";

/** Replaces the weekly hours and exceptions; overlapping spans are refused field by field (400). */
export async function saveTimetable(timetable: TTimetable): Promise<TTimetable> {
  const problems = timetableProblems(timetable);
  const first = Object.values(problems)[0];
  if (first) throw AppError.invalidInput(first, problems);
  await getDb().storeSettings.upsert({
    where: { id: 1 },
    update: { timetable },
    create: { ...FIRST_SETTINGS, id: 1, timetable },
  });
  return timetable;
}
