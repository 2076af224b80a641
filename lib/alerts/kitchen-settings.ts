import "server-only";
import { getDb, lockSettings, type DbClient, type DbTransaction } from "@/lib/platform/db";
import { KITCHEN_DEFAULTS, type KitchenSettings } from "./shared";

/** The shop's kitchen settings (the defaults until the owner saves them). */
export async function loadKitchenSettings(db: DbClient | DbTransaction = getDb()): Promise<KitchenSettings> {
  const row = await db.kitchenSettings.findUnique({ where: { id: 1 } });
  if (!row) return KITCHEN_DEFAULTS;
  return {
    autoAccept: row.autoAccept,
    escalateAfterMinutes: row.escalateAfterMinutes,
    selfPauseAfterOrders: row.selfPauseAfterOrders,
  };
}

/**
 * Saves all three (the contract checks the ranges). Answers the settings as they were, read under
 * the settings' lock in the write's transaction (the audit trail's before), and as saved.
 */
export async function saveKitchenSettings(
  input: KitchenSettings,
): Promise<{ before: KitchenSettings; settings: KitchenSettings }> {
  return getDb().$transaction(async (tx) => {
    await lockSettings(tx, "KitchenSettings");
    const before = await loadKitchenSettings(tx);
    await tx.kitchenSettings.upsert({ where: { id: 1 }, update: input, create: { id: 1, ...input } });
    return { before, settings: await loadKitchenSettings(tx) };
  });
}
