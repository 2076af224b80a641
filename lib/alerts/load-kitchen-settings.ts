import "server-only";
import { getDb, type DbClient, type DbTransaction } from "@/lib/platform/db";
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
