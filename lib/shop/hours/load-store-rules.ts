import "server-only";
import { keptTradingRead } from "@/lib/platform/cache";
import { getDb, type DbClient, type DbTransaction } from "@/lib/platform/db";
import { UNCONFIGURED_RULES, type StoreRules } from "./store-rules";
import { ZTimetableSchema } from "./timetable-schema";

type Row = NonNullable<Awaited<ReturnType<DbClient["storeSettings"]["findUnique"]>>>;

export function rulesFromRow(row: Row): StoreRules {
  return {
    // Written only through ZTimetableSchema (save-timetable.ts, the seed): a row that no longer
    // parses is a bug worth failing on, not a shop to open at random hours.
    timetable: ZTimetableSchema.parse(row.timetable),
    prepMinutes: row.prepMinutes,
    deliveryMinutes: row.deliveryMinutes,
    capacity: { delivery: row.deliverySlotCapacity, collection: row.collectionSlotCapacity },
    busyExtraMinutes: row.busyExtraMinutes,
    pausedUntil: row.pausedUntil,
    pausedIndefinitely: row.pausedIndefinitely,
    minimumAppliesToCollection: row.minimumAppliesToCollection,
    maxOrderPence: row.maxOrderPence,
    cash: { delivery: row.cashOnDelivery, collection: row.payAtCollection, maxOrderPence: row.cashMaxOrderPence },
    adminPreview: row.adminPreview,
  };
}

async function readStoreRules(db: DbClient | DbTransaction): Promise<StoreRules> {
  const row = await db.storeSettings.findUnique({ where: { id: 1 } });
  return row ? rulesFromRow(row) : UNCONFIGURED_RULES;
}

const keptStoreRules = keptTradingRead("store-rules", () => readStoreRules(getDb()));

/**
 * The shop's trading rules now (UNCONFIGURED_RULES until the seed or the admin sets them). With
 * `db` (a transaction) read from it; without, this process's copy while no write has changed them.
 */
export function loadStoreRules(db?: DbClient | DbTransaction): Promise<StoreRules> {
  return db ? readStoreRules(db) : keptStoreRules();
}
