import "server-only";
import { getConfig } from "@/lib/platform/config";

/**
 * The shop as customers are told it, from the configuration. `vatNumber` (SHOP_VAT_NUMBER) is
 * printed on receipts beside the VAT by rate; null until the shop sets one.
 */
export function shopIdentity() {
  const c = getConfig();
  return {
    name: c.SHOP_NAME,
    address: c.SHOP_ADDRESS,
    phone: c.SHOP_PHONE,
    url: c.APP_URL,
    vatNumber: c.SHOP_VAT_NUMBER ?? null,
  };
}
