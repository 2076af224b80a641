import "server-only";
import { getDb, lockSettings } from "@/lib/platform/db";
import { identityFromConfig, readShopIdentity } from "./read-shop-identity";
import type { ShopIdentity } from "./shop-identity-rules";
import type { ShopIdentityInput } from "./shop-identity-schema";

/**
 * Saves the owner's form. `logoPath`: a new stored picture, null to remove it, absent to keep it.
 * Answers the identity as it was, read under the settings' lock in the write's transaction (the
 * audit trail's before), and as saved.
 */
export async function saveShopIdentity(
  input: ShopIdentityInput & { logoPath?: string | null },
): Promise<{ before: ShopIdentity; identity: ShopIdentity }> {
  const data = {
    tradingName: input.name,
    address: input.address,
    phone: input.phone,
    email: input.email,
    companyNumber: input.companyNumber,
    vatNumber: input.vatNumber,
    ...(input.logoPath === undefined ? {} : { logoPath: input.logoPath }),
  };
  return getDb().$transaction(async (tx) => {
    await lockSettings(tx, "ShopProfile");
    const before = await readShopIdentity(tx);
    await tx.shopProfile.upsert({
      where: { id: 1 },
      update: data,
      create: { id: 1, logoPath: identityFromConfig().logoPath, ...data },
    });
    return { before, identity: await readShopIdentity(tx) };
  });
}
