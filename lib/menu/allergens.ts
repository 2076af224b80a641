// The 14 allergens of UK law (Food Information Regulations 2014, Schedule 1 of retained
// Regulation 1169/2011), the dietary labels, and the rule that gives a basket line its
// allergens. Pure: shared by the server, the screens and the seed.

export const ALLERGENS = [
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
export type AllergenCode = (typeof ALLERGENS)[number];

/** How a customer reads each code (the Food Standards Agency's wording). */
export const ALLERGEN_LABELS: Record<AllergenCode, string> = {
  celery: "Celery",
  gluten: "Cereals containing gluten",
  crustaceans: "Crustaceans",
  eggs: "Eggs",
  fish: "Fish",
  lupin: "Lupin",
  milk: "Milk",
  molluscs: "Molluscs",
  mustard: "Mustard",
  nuts: "Tree nuts",
  peanuts: "Peanuts",
  sesame: "Sesame",
  soya: "Soya",
  sulphites: "Sulphur dioxide and sulphites",
};

/** Short names for a card, where space is tight. */
export const ALLERGEN_SHORT: Record<AllergenCode, string> = {
  celery: "Celery",
  gluten: "Gluten",
  crustaceans: "Crustaceans",
  eggs: "Eggs",
  fish: "Fish",
  lupin: "Lupin",
  milk: "Milk",
  molluscs: "Molluscs",
  mustard: "Mustard",
  nuts: "Nuts",
  peanuts: "Peanuts",
  sesame: "Sesame",
  soya: "Soya",
  sulphites: "Sulphites",
};

export const DIETARY_LABELS = ["vegetarian", "vegan", "gluten_free"] as const;
export type DietaryCode = (typeof DIETARY_LABELS)[number];

export const DIETARY_NAMES: Record<DietaryCode, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  gluten_free: "Gluten free",
};

export const SPICE_MAX = 3;
export const SPICE_NAMES = ["Not spicy", "Mild", "Medium", "Hot"] as const;

export function isAllergenCode(value: string): value is AllergenCode {
  return (ALLERGENS as readonly string[]).includes(value);
}

/** In the order of the law's list, each once. */
export function sortAllergens(codes: Iterable<AllergenCode>): AllergenCode[] {
  const set = new Set(codes);
  return ALLERGENS.filter((a) => set.has(a));
}

export type LineAllergenSources = {
  item: readonly AllergenCode[];
  variant?: { added: readonly AllergenCode[]; removed: readonly AllergenCode[] } | null;
  /** The allergens of each extra chosen with the line (option groups, issue 13 B). */
  extras?: readonly (readonly AllergenCode[])[];
};

/**
 * A line's allergens: what the dish contains, plus what its variant and its extras add, less
 * what the variant removes (a gluten-free base removes the base's gluten). The variant's
 * removal applies to the dish only: an extra that contains gluten brings it back, because the
 * variant changes the base, not what is put on it.
 */
export function lineAllergens({ item, variant, extras = [] }: LineAllergenSources): AllergenCode[] {
  const removed = new Set(variant?.removed ?? []);
  const dish = [...item, ...(variant?.added ?? [])].filter((a) => !removed.has(a));
  return sortAllergens([...dish, ...extras.flat()]);
}

/** What the admin says of a dish. */
export type MenuDetails = {
  allergens: AllergenCode[];
  mayContain: AllergenCode[];
  dietary: DietaryCode[];
  spice: number;
};

const ANIMAL: readonly AllergenCode[] = ["milk", "eggs", "fish", "crustaceans", "molluscs"];

/**
 * Labels that contradict the allergens (a vegan dish with milk, a gluten-free one with gluten)
 * are refused, field by field, rather than shown to a customer who relies on them.
 */
export function contradictionsOf(d: Pick<MenuDetails, "allergens" | "dietary">): Partial<Record<"dietary", string>> {
  const contains = new Set(d.allergens);
  if (d.dietary.includes("vegan")) {
    const animal = ANIMAL.filter((a) => contains.has(a));
    if (animal.length)
      return {
        dietary: `A vegan dish cannot contain ${animal.map((a) => ALLERGEN_SHORT[a].toLowerCase()).join(", ")}.`,
      };
  }
  if (
    d.dietary.includes("vegetarian") &&
    (contains.has("fish") || contains.has("crustaceans") || contains.has("molluscs"))
  ) {
    return { dietary: "A vegetarian dish cannot contain fish or shellfish." };
  }
  if (d.dietary.includes("gluten_free") && contains.has("gluten")) {
    return { dietary: "A gluten-free dish cannot contain gluten." };
  }
  return {};
}

/**
 * The dish's labels that stay true of one of its lines: a vegan dish with a dressing of eggs and
 * fish is not vegan, gluten-free fries with salt & vinegar (gluten) are not gluten free. A screen
 * showing a line's allergens shows these beside them, never the dish's labels as they stand.
 */
export function lineDietary(dietary: readonly DietaryCode[], allergens: readonly AllergenCode[]): DietaryCode[] {
  return dietary.filter((d) => Object.keys(contradictionsOf({ allergens: [...allergens], dietary: [d] })).length === 0);
}
