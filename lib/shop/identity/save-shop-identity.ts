import "server-only";
import { getDb } from "@/lib/platform/db";
import { identityFromConfig } from "./read-shop-identity";
import type { ShopIdentityInput } from "./shop-identity-schema";

/**
 * Saves the owner's form. `logoPath`: a new stored picture, null to remove it, absent to keep it.
 */
export async function saveShopIdentity(input: ShopIdentityInput & { logoPath?: string | null }) {
  const data = {
    tradingName: input.name,
    address: input.address,
    phone: input.phone,
    email: input.email,
    companyNumber: input.companyNumber,
    vatNumber: input.vatNumber,
    ...(input.logoPath === undefined ? {} : { logoPath: input.logoPath }),
  };
  await getDb().shopProfile.upsert({
    where: { id: 1 },
    update: data,
    create: { id: 1, logoPath: identityFromConfig().logoPath, ...data },
  });
}
