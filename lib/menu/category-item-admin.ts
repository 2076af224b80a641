import "server-only";
import { AppError } from "@/lib/platform/errors";
import { contradictionsOf, type MenuDetails } from "./allergens";

/** A dish's details as stored: what it may contain excludes what it contains. */
export function detailsData(details: MenuDetails | undefined) {
  if (!details) return {};
  const problems = contradictionsOf(details);
  if (Object.keys(problems).length)
    throw AppError.invalidInput("Check the highlighted fields and try again.", problems);
  const contains = new Set(details.allergens);
  return {
    allergens: details.allergens,
    mayContain: details.mayContain.filter((a) => !contains.has(a)),
    dietary: details.dietary,
    spice: details.spice,
  };
}
