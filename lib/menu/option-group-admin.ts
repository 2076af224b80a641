import "server-only";
import { type Prisma, isForeignKeyViolation } from "@/lib/platform/db";
import type { VatClass } from "@/lib/platform/vat";
import type { Size } from "./types";
import { AppError } from "@/lib/platform/errors";
import { optionGroupSelect, toGroupView } from "./option-group-select";
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

export const adminSelect = { ...optionGroupSelect, categoryId: true } satisfies Prisma.OptionGroupSelect;

export function toAdminGroup(row: Prisma.OptionGroupGetPayload<{ select: typeof adminSelect }>): AdminOptionGroup {
  return { ...toGroupView(row), categoryId: row.categoryId, categoryItemId: row.categoryItemId };
}

export function optionData(o: OptionInput, position: number) {
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

export function refuseMissingTarget(err: unknown): never {
  if (isForeignKeyViolation(err)) {
    throw AppError.invalidInput("The category or dish was not found.", {
      categoryId: "The category or dish was not found.",
    });
  }
  throw err;
}
