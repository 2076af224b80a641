import { createHash } from "node:crypto";

type ChosenLine = {
  categoryItemId: string;
  size: string;
  subcategoryId: string | null;
  qty: number;
  extraIds: string[];
  instruction: string | null;
};

/**
 * What the customer chose, without any price: the lines, the code, the address, delivery or
 * collection and the slot. A pending order frozen from a basket keeps its key; while the basket
 * still has the same key, it is that order's checkout, so the offers the order holds stay on
 * it (decision 023). Unlike the order's fingerprint, it can be worked out without pricing.
 */
export function basketKey(basket: {
  lines: ChosenLine[];
  promoCode: string | null;
  addressId: string | null;
  fulfilment: string;
  slotStart: Date | null;
}): string {
  const content = {
    lines: basket.lines.map((l) => [
      l.categoryItemId,
      l.size,
      l.subcategoryId,
      l.qty,
      [...l.extraIds].sort(),
      l.instruction ?? "",
    ]),
    code: basket.promoCode?.trim().toUpperCase() || null,
    address: basket.addressId,
    fulfilment: basket.fulfilment,
    slot: basket.slotStart?.toISOString() ?? null,
  };
  return createHash("sha256").update(JSON.stringify(content)).digest("hex");
}
