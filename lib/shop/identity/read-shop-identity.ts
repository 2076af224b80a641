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

const cachedShopIdentity = cachedShopRead("shop-identity", () => readShopIdentity());

/**
 * The one reader of the shop's identity for pages, mails, receipts and tickets: cached like the
 * menu (decision 020), expired by the owner's save. `next build` prerenders the root not-found
 * page with no database: it names the shop from SHOP_* then.
 */
export function shopIdentity(): Promise<ShopIdentity> {
  return isNextBuild() ? Promise.resolve({ ...identityFromConfig(), url: getConfig().APP_URL }) : cachedShopIdentity();
}
