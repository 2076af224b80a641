import { handle } from "@/lib/api/handle";
import { getStoreStatus } from "@/lib/api/store/trading/contract";
import { presentStoreStatus } from "@/lib/api/store/trading/present";
import { listActiveZones, loadStoreRules } from "@/lib/shop";

export const dynamic = "force-dynamic";

export const GET = handle(getStoreStatus, async () => {
  const [rules, zones] = await Promise.all([loadStoreRules(), listActiveZones()]);
  return { data: presentStoreStatus(rules, new Date(), zones.map((z) => z.extraMinutes)), message: "Store status" };
});
