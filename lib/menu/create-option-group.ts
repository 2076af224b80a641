import "server-only";
import { getDb } from "@/lib/platform/db";
import {
  adminSelect,
  optionData,
  refuseMissingTarget,
  toAdminGroup,
  type AdminOptionGroup,
  type OptionGroupInput,
} from "./option-group-admin";

export async function createOptionGroup(input: OptionGroupInput): Promise<AdminOptionGroup> {
  const row = await getDb()
    .optionGroup.create({
      data: {
        categoryId: input.categoryId,
        categoryItemId: input.categoryItemId,
        name: input.name,
        min: input.min,
        max: input.max,
        options: { create: input.options.map(optionData) },
      },
      select: adminSelect,
    })
    .catch(refuseMissingTarget);
  return toAdminGroup(row);
}
