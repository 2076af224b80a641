import "server-only";
import type { DbTransaction } from "./client";

/** Tables whose rows a write reads under a lock before changing them (their ids are uuids). */
export type LockedTable =
  "Category" | "CategoryItem" | "DeliveryZone" | "MenuOption" | "OptionGroup" | "Printer" | "Promotion" | "Subcategory";

/** The one-row tables of the shop's settings (id 1), which may not exist until first saved. */
export type SettingsTable = "AuditRetention" | "KitchenSettings" | "ShopProfile" | "StoreSettings";

/**
 * A transaction's handle and not a client's: on a client each lock would end with its own
 * statement. A client has every method a transaction has, so only `$connect`, which a
 * transaction lacks, tells the compiler which one it was given.
 */
type OpenTransaction = DbTransaction & { $connect?: never };

/**
 * Locks one row until the transaction ends, so that what the write reads next is what it
 * changes: of two admins saving at once, the second waits and records the first's save as its
 * before (the audit trail), and neither merges its fields into a row the other has replaced.
 * Answers whether the row exists. Table names come from the closed list above, never from input.
 */
export async function lockRow(tx: OpenTransaction, table: LockedTable, id: string): Promise<boolean> {
  const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
    `SELECT id FROM "${table}" WHERE id = $1::uuid FOR UPDATE`,
    id,
  );
  return rows.length > 0;
}

/**
 * Serialises the writers of one settings table until the transaction ends. A row lock cannot:
 * before the first save there is no row to lock, and two first saves would both record the
 * defaults as their before. Every writer of these tables takes it before reading.
 */
export async function lockSettings(tx: OpenTransaction, table: SettingsTable): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`settings:${table}`}, 0))`;
}
