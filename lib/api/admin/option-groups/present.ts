import "server-only";
import type { AdminOptionGroup, OptionGroupInput } from "@/lib/menu";
import { toOptionFromWire } from "../../option-from-wire";
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
    options: body.options.map(toOptionFromWire),
  };
}
