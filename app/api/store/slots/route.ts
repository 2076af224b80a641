import { handle } from "@/lib/api/handle";
import { listStoreSlots } from "@/lib/api/store/trading/contract";
import { presentSlot } from "@/lib/api/store/trading/present";
import { offeredSlots } from "@/lib/shop";

export const dynamic = "force-dynamic";

export const GET = handle(listStoreSlots, async ({ query: { fulfilment } }) => {
  const { slots } = await offeredSlots(fulfilment, new Date());
  return { data: { fulfilment, slots: slots.map(presentSlot) }, message: "Slots" };
});
