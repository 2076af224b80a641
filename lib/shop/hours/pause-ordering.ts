import "server-only";
import { getDb, lockSettings, type DbTransaction } from "@/lib/platform/db";
import { rulesFromRow } from "./load-store-rules";
import { FIRST_SETTINGS, type StoreRules } from "./store-rules";

export type PauseState = Pick<StoreRules, "pausedUntil" | "pausedIndefinitely">;

const NOT_PAUSED: PauseState = { pausedUntil: null, pausedIndefinitely: false };

/**
 * Pauses online ordering for `minutes` (15 to 240, checked by the contract), until the admin
 * resumes (null), or resumes it (0). Customers see it at their next status poll. `tx`: the
 * transaction, when the pause is part of a larger write (the shop pausing itself, lib/alerts);
 * without one it runs in its own (inside a route's unit of work, a savepoint of it), because
 * the settings' lock lasts only as long as the transaction it is taken in.
 *
 * Answers the pause as it was and the rules as written, for the audit trail's before and after
 * and the admin's answer, read under that lock in the write's transaction: of two pauses at once,
 * the second records the first's as its before.
 */
export async function pauseOrdering(
  minutes: number | null,
  now: Date,
  tx?: DbTransaction,
): Promise<{ before: PauseState; rules: StoreRules }> {
  if (!tx) return getDb().$transaction((own) => pauseOrdering(minutes, now, own));
  const data =
    minutes === null
      ? { pausedUntil: null, pausedIndefinitely: true }
      : { pausedUntil: minutes === 0 ? null : new Date(now.getTime() + minutes * 60_000), pausedIndefinitely: false };
  await lockSettings(tx, "StoreSettings");
  const before = await tx.storeSettings.findUnique({
    where: { id: 1 },
    select: { pausedUntil: true, pausedIndefinitely: true },
  });
  const row = await tx.storeSettings.upsert({
    where: { id: 1 },
    update: data,
    create: { ...FIRST_SETTINGS, id: 1, ...data },
  });
  return { before: before ?? NOT_PAUSED, rules: rulesFromRow(row) };
}
