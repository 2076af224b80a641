import { handle } from "@/lib/api/handle";
import { getStoreStatus } from "@/lib/api/store/trading/contract";
import { loadStoreStatus } from "@/lib/api/store/trading/load-store-status";

export const dynamic = "force-dynamic";

export const GET = handle(getStoreStatus, async () => ({ data: await loadStoreStatus(), message: "Store status" }));
