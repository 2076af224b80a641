import "server-only";
import { getDb, lockSettings } from "@/lib/platform/db";
import { loadKitchenSettings } from "./load-kitchen-settings";
import { type KitchenSettings } from "./shared";

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
