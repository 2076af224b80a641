import { readFrozenExtras } from "@/lib/menu";
import { toMajor } from "@/lib/platform/money";
import type { z } from "zod";
import type { ZLineExtraDto } from "./schemas";

/** The extras frozen on an order line, as the order payloads carry them. */
export function presentFrozenExtras(json: unknown): z.infer<typeof ZLineExtraDto>[] {
  return readFrozenExtras(json).map((e) => ({
    _id: e.optionId,
    group: e.group,
    name: e.name,
    price: toMajor(e.pricePence),
  }));
}
