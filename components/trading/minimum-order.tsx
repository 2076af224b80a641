import { getConfig } from "@/lib/platform/config";
import { describeMinimumOrder, listActiveZones } from "@/lib/shop";

/**
 * The delivery minimum as the zones set it now ("£12.00", "from £10.00"), null when no zone
 * delivers; the pages that show it are re-rendered on any admin save.
 */
export async function loadMinimumOrderText(): Promise<string | null> {
  return describeMinimumOrder(await listActiveZones(), getConfig().CURRENCY);
}
