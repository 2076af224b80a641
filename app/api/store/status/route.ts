import { handle } from "@/lib/api/handle";
import { getStoreStatus } from "@/lib/api/store/trading/contract";
import { presentStoreStatus } from "@/lib/api/store/trading/present";
import { loadStoreRules } from "@/lib/shop";

export const dynamic = "force-dynamic";

export const GET = handle(getStoreStatus, async () => ({
  data: presentStoreStatus(await loadStoreRules(), new Date()),
  message: "Store status",
}));
