import "server-only";
import { getConfig } from "@/lib/platform/config";

/** The shop as customers are told it, from the configuration. */
export function shopIdentity() {
  const c = getConfig();
  return { name: c.SHOP_NAME, address: c.SHOP_ADDRESS, phone: c.SHOP_PHONE, url: c.APP_URL };
}

/** The VAT a VAT-inclusive amount holds, to the penny: 20% VAT in £12.00 is £2.00. */
export function vatIncluded(grossPence: number, ratePercent = getConfig().VAT_RATE_PERCENT): number {
  return Math.round((grossPence * ratePercent) / (100 + ratePercent));
}
