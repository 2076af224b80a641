import "server-only";
import type { AdminOptionGroup, OptionGroupInput } from "@/lib/menu";
import { toMinor } from "@/lib/platform/money";
import { presentOptionGroup } from "../../store/catalogue/present";
import { type TOptionGroupBody, type ZAdminOptionGroupDto } from "./contract";
import type { z } from "zod";

export function presentAdminOptionGroup(g: AdminOptionGroup): z.infer<typeof ZAdminOptionGroupDto> {
  return { ...presentOptionGroup(g), categoryId: g.categoryId, categoryItemId: g.categoryItemId };
}

export function toOptionGroupInput(body: TOptionGroupBody): OptionGroupInput {
  return {
    categoryId: body.categoryId,
    categoryItemId: body.categoryItemId,
    name: body.name,
    min: body.min,
    max: body.max,
    options: body.options.map((o) => ({
      id: o._id,
      name: o.name,
      pricePence: toMinor(o.price),
      prices: o.prices.map((p) => ({ size: p.size, pricePence: toMinor(p.price) })),
      allergens: o.allergens,
      available: o.available,
      vatClass: o.vatClass,
    })),
  };
}
