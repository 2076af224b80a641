import "server-only";
import { getDb, lockSettings, type DbClient, type DbTransaction } from "@/lib/platform/db";
import { rulesFromRow } from "./load-store-rules";
import { FIRST_SETTINGS, type StoreRules } from "./store-rules";

export type PauseState = Pick<StoreRules, "pausedUntil" | "pausedIndefinitely">;

const NOT_PAUSED: PauseState = { pausedUntil: null, pausedIndefinitely: false };

/**
 * Pauses online ordering for `minutes` (15 to 240, checked by the contract), until the admin
 * resumes (null), or resumes it (0). Customers see it at their next status poll. `db`: a
 * transaction, when the pause is part of a larger write (the shop pausing itself, lib/alerts).
 *
 * Answers the pause as it was and the rules as written, for the audit trail's before and after
 * and the admin's answer: read under the settings' lock in the same transaction as the write (the
 * route's unit of work, or `db`): of two pauses at once, the second records the first's as its before.
 */
export async function pauseOrdering(
  minutes: number | null,
  now: Date,
  db: DbClient | DbTransaction = getDb(),
): Promise<{ before: PauseState; rules: StoreRules }> {
  const data =
    minutes === null
      ? { pausedUntil: null, pausedIndefinitely: true }
      : { pausedUntil: minutes === 0 ? null : new Date(now.getTime() + minutes * 60_000), pausedIndefinitely: false };
  await lockSettings(db, "StoreSettings");
  const before = await db.storeSettings.findUnique({
    where: { id: 1 },
    select: { pausedUntil: true, pausedIndefinitely: true },
  });
  const row = await db.storeSettings.upsert({
    where: { id: 1 },
    update: data,
    create: { ...FIRST_SETTINGS, id: 1, ...data },
  });
  return { before: before ?? NOT_PAUSED, rules: rulesFromRow(row) };
}
