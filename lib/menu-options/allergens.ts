// The 14 allergens of UK law (Food Information Regulations 2014), by the codes the API uses.
// Shared with the allergens work of issue 13; options carry them as these codes.

export const ALLERGEN_CODES = [
  "celery",
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "lupin",
  "milk",
  "molluscs",
  "mustard",
  "nuts",
  "peanuts",
  "sesame",
  "soya",
  "sulphites",
] as const;

export type AllergenCode = (typeof ALLERGEN_CODES)[number];

export function isAllergenCode(code: string): code is AllergenCode {
  return (ALLERGEN_CODES as readonly string[]).includes(code);
}
