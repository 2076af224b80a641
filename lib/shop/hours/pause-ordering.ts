import "server-only";
import { getDb, type DbClient, type DbTransaction } from "@/lib/platform/db";
import { FIRST_SETTINGS } from "./store-rules";

/**
 * Pauses online ordering for `minutes` (15 to 240, checked by the contract), until the admin
 * resumes (null), or resumes it (0). Customers see it at their next status poll. `db`: a
 * transaction, when the pause is part of a larger write (the shop pausing itself, lib/alerts).
 */
export async function pauseOrdering(minutes: number | null, now: Date, db: DbClient | DbTransaction = getDb()) {
  const data =
    minutes === null
      ? { pausedUntil: null, pausedIndefinitely: true }
      : { pausedUntil: minutes === 0 ? null : new Date(now.getTime() + minutes * 60_000), pausedIndefinitely: false };
  await db.storeSettings.upsert({ where: { id: 1 }, update: data, create: { ...FIRST_SETTINGS, id: 1, ...data } });
}
