import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FIRST_OWNER_PASSWORD_FILE } from "@/lib/accounts";
import type { TConfig } from "@/lib/platform/config";
import type { DbClient } from "@/lib/platform/db";
import { seedAdmin } from "./seed-admin";
import { seedCatalogue } from "./seed-catalogue";
import { seedDeliveryZones } from "./seed-delivery-zones";
import { seedPromotions } from "./seed-promotions";
import { seedShopProfile } from "./seed-shop-profile";
import { seedStoreHours } from "./seed-store-hours";

/** First-start seed: the menu into an empty catalogue and the admin account. Idempotent. */
export async function runSeed(db: DbClient, config: TConfig, log: (line: string) => void = console.log) {
  const catalogue = await seedCatalogue(db);
  if (catalogue.created) log("Seeded the menu.");
  if ((await seedPromotions(db)).created) log("Seeded the promotions.");
  if ((await seedDeliveryZones(db, config)).created) log("Seeded the delivery zone from DELIVERY_OUTWARD_CODES.");
  if ((await seedStoreHours(db)).created) log("Seeded the trading hours.");
  if ((await seedShopProfile(db, config)).created)
    log("Seeded the shop's name, address and contact details from SHOP_*.");
  const admin = await seedAdmin(db, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD });
  if (admin.created && admin.generated) {
    // Printed once, at the start that created the account, and kept for whoever missed the log.
    const file = path.join(config.DATA_DIR, FIRST_OWNER_PASSWORD_FILE);
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, `${admin.username}\n${admin.password}\n`, { mode: 0o600 });
    log(`Created the owner's account "${admin.username}" with password "${admin.password}" (also in ${file}).`);
    log("That file is deleted once the owner signs in and changes the password (Account, in the admin).");
    log("Set ADMIN_PASSWORD to choose your own before the first start.");
  } else if (admin.created) {
    log(`Created the admin account "${admin.username}" from ADMIN_USERNAME/ADMIN_PASSWORD.`);
  }
  return { catalogueCreated: catalogue.created, adminCreated: admin.created };
}
