import "server-only";
import type { SubcategoryInput } from "./edit-types";

export function allergenData(fields: SubcategoryInput) {
  if (!fields.allergens) return {};
  return { allergensAdded: fields.allergens.added, allergensRemoved: fields.allergens.removed };
}
