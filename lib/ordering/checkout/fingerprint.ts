import { createHash } from "node:crypto";
import type { PricedBasket } from "../basket/load-basket";
import type { OrderTiming } from "@/lib/shop";

/** Identifies a basket's priced content and delivery address, to recognise a repeated checkout. */
export function basketFingerprint(
  basket: PricedBasket,
  addressText: string | null,
  timing?: Pick<OrderTiming, "fulfilment" | "slotStart">,
): string {
  const content = {
    lines: basket.lines.map((l) => [
      l.item.id,
      l.size,
      l.variant?.id ?? null,
      l.qty,
      l.unitPence,
      l.instruction ?? "",
      l.allergens.join(","),
      l.extras.map((e) => e.optionId),
    ]),
    promo: basket.promo.code && basket.promo.applied ? basket.promo.code : null,
    promotions: basket.promotions.applied.map((a) => [a.id, a.amountPence]),
    totals: basket.totals,
    address: addressText,
    // A new choice of fulfilment or slot is a new order (ASAP stays ASAP: its time is decided anew).
    ...(timing ? { fulfilment: timing.fulfilment, slot: timing.slotStart?.toISOString() ?? null } : {}),
  };
  return createHash("sha256").update(JSON.stringify(content)).digest("hex");
}
