import "server-only";
import { getConfig } from "@/lib/platform/config";
import { loadStoreRules } from "../hours/load-store-rules";
import { shopIdentity } from "../identity/read-shop-identity";
import { buildShopSchema, type TShopSchema } from "./restaurant-schema";

/** The shop's schema.org Restaurant without its menu, from its identity and hours as they are now. */
export async function loadShopSchema(): Promise<TShopSchema> {
  const { APP_URL, CURRENCY } = getConfig();
  const [{ timetable }, shop] = await Promise.all([loadStoreRules(), shopIdentity()]);
  return buildShopSchema({ appUrl: APP_URL, currency: CURRENCY, openingHours: timetable.collection, shop });
}
