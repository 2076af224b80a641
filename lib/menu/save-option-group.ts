import "server-only";
import { getDb, type Prisma, isForeignKeyViolation, isRecordNotFound, lockRow } from "@/lib/platform/db";
import type { VatClass } from "@/lib/platform/vat";
import type { Size } from "./types";
import { AppError } from "@/lib/platform/errors";
import { groupOrder, optionGroupSelect, toGroupView } from "./option-group-select";
import type { OptionGroupView } from "./option-types";

// The admin's changes to extras. Options keep their ids across edits: baskets hold them.

export type OptionInput = {
  id?: string;
  name: string;
  pricePence: number;
  prices: { size: Size; pricePence: number }[];
  allergens: string[];
  /** Absent = kept as it is (a new option starts on sale). */
  available?: boolean;
  /** Absent = kept as it is (a new option starts standard-rated). */
  vatClass?: VatClass;
};

export type OptionGroupInput = {
  categoryId: string | null;
  categoryItemId: string | null;
  name: string;
  min: number;
  max: number;
  options: OptionInput[];
};

export type AdminOptionGroup = OptionGroupView & { categoryId: string | null; categoryItemId: string | null };

const adminSelect = { ...optionGroupSelect, categoryId: true } satisfies Prisma.OptionGroupSelect;

function toAdminGroup(row: Prisma.OptionGroupGetPayload<{ select: typeof adminSelect }>): AdminOptionGroup {
  return { ...toGroupView(row), categoryId: row.categoryId, categoryItemId: row.categoryItemId };
}

function optionData(o: OptionInput, position: number) {
  return {
    name: o.name,
    pricePence: o.pricePence,
    allergens: o.allergens,
    ...(o.available === undefined ? {} : { available: o.available }),
    ...(o.vatClass ? { vatClass: o.vatClass } : {}),
    position,
    // Only the sizes that differ from the option's own price are kept.
    prices: { create: o.prices.filter((p) => p.pricePence !== o.pricePence) },
  };
}

function refuseMissingTarget(err: unknown): never {
  if (isForeignKeyViolation(err)) {
    throw AppError.invalidInput("The category or dish was not found.", {
      categoryId: "The category or dish was not found.",
    });
  }
  throw err;
}

export async function listOptionGroupsForAdmin(): Promise<AdminOptionGroup[]> {
  const rows = await getDb().optionGroup.findMany({ select: adminSelect, orderBy: groupOrder });
  return rows.map(toAdminGroup);
}

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

/** Deletes the group and its options; answers what they were, for the audit trail. */
export async function deleteOptionGroup(id: string): Promise<AdminOptionGroup> {
  try {
    return toAdminGroup(await getDb().optionGroup.delete({ where: { id }, select: adminSelect }));
  } catch (err) {
    if (isRecordNotFound(err)) throw AppError.notFound("Option group");
    throw err;
  }
}
