import type { TConfig } from "@/lib/platform/config";
import type { DbClient } from "@/lib/platform/db";

/**
 * The shop's identity from SHOP_* on first start (issue 25); never overwrites what the owner has
 * saved since: after that the admin's form is the one place to change it.
 */
export async function seedShopProfile(db: DbClient, config: TConfig): Promise<{ created: boolean }> {
  const { count } = await db.shopProfile.createMany({
    data: [
      {
        id: 1,
        tradingName: config.SHOP_NAME,
        address: config.SHOP_ADDRESS,
        phone: config.SHOP_PHONE,
        email: config.SHOP_EMAIL,
        companyNumber: config.SHOP_COMPANY_NUMBER ?? null,
        vatNumber: config.SHOP_VAT_NUMBER ?? null,
      },
    ],
    skipDuplicates: true,
  });
  return { created: count === 1 };
}
