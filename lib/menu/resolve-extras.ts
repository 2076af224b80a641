import type { Prisma } from "@/lib/platform/db";
import type { Size } from "./types";
import { AppError } from "@/lib/platform/errors";
import { defaultExtras, priceExtras } from "./price-extras";
import { groupsOfItem, type itemGroupsSelect } from "./option-group-select";

export type ItemWithGroups = Prisma.CategoryItemGetPayload<{ select: typeof itemGroupsSelect }>;

export const CHOOSE_THE_EXTRAS = "Choose the extras this dish needs.";

/**
 * The extras of a line being added, checked against the dish's groups and priced at `size`,
 * with the ids in the order they are stored (sorted, so that the same choice is the same line).
 * Strict (the client named the dish): a refused choice is an error with its reason. Not strict
 * (the dish is being found from the total): a dish the choice does not fit is no match (null).
 */
export function resolveExtras(
  item: ItemWithGroups,
  requested: string[] | undefined,
  size: Size,
  strict: boolean,
): { ids: string[]; pencePerUnit: number } | null {
  const groups = groupsOfItem(item);
  const ids = requested ?? defaultExtras(groups);
  if (!ids) {
    if (!strict) return null;
    throw AppError.invalidInput(CHOOSE_THE_EXTRAS, { extras: CHOOSE_THE_EXTRAS });
  }
  const priced = priceExtras(groups, ids, size);
  if (!priced.ok) {
    if (!strict) return null;
    if (priced.problem.kind === "unavailable")
      throw new AppError("CONFLICT", priced.problem.message, { extras: priced.problem.message });
    throw AppError.invalidInput(priced.problem.message, { extras: priced.problem.message });
  }
  return { ids: [...ids].sort(), pencePerUnit: priced.pencePerUnit };
}
