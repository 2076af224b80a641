import { handle } from "@/lib/api/handle";
import { basketOwnerOf } from "@/lib/api/store/cart/visitor";
import { listStoreSlots } from "@/lib/api/store/trading/contract";
import { presentSlot } from "@/lib/api/store/trading/present";
import { listBasketSlots } from "@/lib/ordering";

export const dynamic = "force-dynamic";

export const GET = handle(listStoreSlots, async ({ req, query: { fulfilment } }) => {
  const found = await basketOwnerOf(req, { create: false });
  const slots = await listBasketSlots(found?.owner ?? null, fulfilment, new Date());
  return { data: { fulfilment, slots: slots.map(presentSlot) }, message: "Slots" };
});
