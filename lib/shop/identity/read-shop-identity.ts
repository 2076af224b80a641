import "server-only";
import { cachedShopRead } from "@/lib/platform/cache";
import { getConfig } from "@/lib/platform/config";
import { isNextBuild } from "@/lib/platform/config/shared";
import { getDb, type DbClient, type DbTransaction } from "@/lib/platform/db";
import type { ShopIdentity } from "./shop-identity-rules";

/** The shop's identity from the environment (SHOP_*): the seed, and the answer until it ran. */
export function identityFromConfig(): Omit<ShopIdentity, "url"> {
  const c = getConfig();
  return {
    name: c.SHOP_NAME,
    logoPath: null,
    address: c.SHOP_ADDRESS,
    phone: c.SHOP_PHONE,
    email: c.SHOP_EMAIL,
    companyNumber: c.SHOP_COMPANY_NUMBER ?? null,
    vatNumber: c.SHOP_VAT_NUMBER ?? null,
  };
}

/**
 * The shop's identity as the owner last saved it, read from the database itself; inside a
 * transaction, pass it (embedded mode has one connection: another read would wait for it).
 */
export async function readShopIdentity(db: DbClient | DbTransaction = getDb()): Promise<ShopIdentity> {
  const row = await db.shopProfile.findUnique({ where: { id: 1 } });
  const url = getConfig().APP_URL;
  if (!row) return { ...identityFromConfig(), url };
  return {
    name: row.tradingName,
    logoPath: row.logoPath,
    address: row.address,
    phone: row.phone,
    email: row.email,
    companyNumber: row.companyNumber,
    vatNumber: row.vatNumber,
    url,
  };
}

// A mail is queued in the transaction of the change it reports: the order's payload and the mail's
// subject each need the identity (two reads of one row per order mail, 393 of a 60-customer
// rush's 16,337 statements). The transaction reads it once; the next one reads it afresh.
const readInTransaction = new WeakMap<DbTransaction, Promise<ShopIdentity>>();

/** The shop's identity inside a transaction that does not change it, read once however often asked. */
export function shopIdentityInTransaction(tx: DbTransaction): Promise<ShopIdentity> {
  let read = readInTransaction.get(tx);
  if (!read) {
    read = readShopIdentity(tx);
    readInTransaction.set(tx, read);
    // A failed read is not kept: the caller's transaction fails with it, or asks again.
    read.catch(() => readInTransaction.delete(tx));
  }
  return read;
}

const cachedShopIdentity = cachedShopRead("shop-identity", () => readShopIdentity());

/**
 * The one reader of the shop's identity for pages, mails, receipts and tickets: cached like the
 * menu (decision 020), expired by the owner's save. `next build` prerenders the root not-found
 * page with no database: it names the shop from SHOP_* then.
 */
export function shopIdentity(): Promise<ShopIdentity> {
  return isNextBuild() ? Promise.resolve({ ...identityFromConfig(), url: getConfig().APP_URL }) : cachedShopIdentity();
}
