import "server-only";
import { AppError } from "@/lib/platform/errors";
import { ALLERGEN_SHORT, type AllergenCode } from "./allergens";
import type { SubcategoryInput } from "./edit-types";

type VariantAllergens = { allergensAdded: AllergenCode[]; allergensRemoved: AllergenCode[] };

const NONE: VariantAllergens = { allergensAdded: [], allergensRemoved: [] };

/**
 * What a variant saves of its allergens: a list not sent is kept as `current` has it. A code both
 * added and removed is refused (400 on the removed list): the line rule takes the removal last
 * (lineAllergens), so the stuffed crust that "adds milk" and also "removes milk" would tell a
 * customer its line has none, under-declaring what the admin meant to declare (decision 016).
 */
export function allergenData(fields: SubcategoryInput, current: VariantAllergens = NONE) {
  if (!fields.allergens) return {};
  const added = fields.allergens.added ?? current.allergensAdded;
  const removed = fields.allergens.removed ?? current.allergensRemoved;
  const both = added.filter((a) => removed.includes(a));
  if (both.length) {
    const names = both.map((a) => ALLERGEN_SHORT[a].toLowerCase()).join(", ");
    const message = `A variant cannot both add and remove ${names}: untick it in one of the two lists.`;
    throw AppError.invalidInput("Check the highlighted fields and try again.", { allergensRemoved: message });
  }
  return { allergensAdded: added, allergensRemoved: removed };
}
