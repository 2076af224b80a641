import "server-only";
import { getDb, lockRow } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import {
  adminSelect,
  optionData,
  refuseMissingTarget,
  toAdminGroup,
  type AdminOptionGroup,
  type OptionGroupInput,
} from "./option-group-admin";

/**
 * Replaces the group and its options. Answers the group as it was and as it is now, for the audit
 * trail's before and after: the row is locked before it is read, so of two admins saving at once
 * the second records the first's save as its before, not the group both started from.
 */
export async function updateOptionGroup(
  id: string,
  input: OptionGroupInput,
): Promise<{ before: AdminOptionGroup; group: AdminOptionGroup }> {
  return getDb()
    .$transaction(async (tx) => {
      await lockRow(tx, "OptionGroup", id);
      const existing = await tx.optionGroup.findUnique({ where: { id }, select: adminSelect });
      if (!existing) throw AppError.notFound("Option group");
      const own = new Set(existing.options.map((o) => o.id));
      input.options.forEach((o, i) => {
        if (o.id && !own.has(o.id)) {
          throw AppError.invalidInput("This option is not in this group.", {
            [`options.${i}._id`]: "This option is not in this group.",
          });
        }
      });
      const kept = new Set(input.options.flatMap((o) => (o.id ? [o.id] : [])));
      await tx.menuOption.deleteMany({ where: { groupId: id, id: { notIn: [...kept] } } });
      await tx.optionGroup.update({
        where: { id },
        data: {
          categoryId: input.categoryId,
          categoryItemId: input.categoryItemId,
          name: input.name,
          min: input.min,
          max: input.max,
        },
      });
      for (const [position, o] of input.options.entries()) {
        if (o.id) {
          await tx.optionPrice.deleteMany({ where: { optionId: o.id } });
          await tx.menuOption.update({ where: { id: o.id }, data: optionData(o, position) });
        } else {
          await tx.menuOption.create({ data: { groupId: id, ...optionData(o, position) } });
        }
      }
      const group = await tx.optionGroup.findUniqueOrThrow({ where: { id }, select: adminSelect });
      return { before: toAdminGroup(existing), group: toAdminGroup(group) };
    })
    .catch(refuseMissingTarget);
}
