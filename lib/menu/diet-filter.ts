import { ALLERGENS, DIETARY_LABELS, isAllergenCode, type AllergenCode, type DietaryCode } from "./allergens";

// The menu's dietary filter (/order, /restaurant), kept in the URL so that a filtered menu
// can be shared, reloaded and used without JavaScript: ?diet=vegan&free=milk,gluten.
// Pure: the pages filter on the server, the form writes the same parameters.

export type DietFilter = {
  /** Only dishes with every one of these labels. */
  diet: DietaryCode[];
  /** Hide dishes that contain any of these. */
  free: AllergenCode[];
};

export const NO_FILTER: DietFilter = { diet: [], free: [] };

type SearchParams = Record<string, string | string[] | undefined>;

function listOf(value: string | string[] | undefined): string[] {
  const values = Array.isArray(value) ? value : value ? [value] : [];
  return values
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Unknown words are ignored: a hand-edited or stale link still shows a menu. */
export function parseDietFilter(params: SearchParams): DietFilter {
  const diet = new Set(listOf(params.diet));
  const free = new Set(listOf(params.free).filter(isAllergenCode));
  return {
    diet: DIETARY_LABELS.filter((d) => diet.has(d)),
    free: ALLERGENS.filter((a) => free.has(a)),
  };
}

export function isFiltering(filter: DietFilter): boolean {
  return filter.diet.length > 0 || filter.free.length > 0;
}

/** A vegan dish is also vegetarian, whatever its labels say. */
function hasLabel(dietary: readonly DietaryCode[], wanted: DietaryCode): boolean {
  return dietary.includes(wanted) || (wanted === "vegetarian" && dietary.includes("vegan"));
}

export function matchesDietFilter(
  item: { dietary: readonly DietaryCode[]; allergens: readonly AllergenCode[] },
  filter: DietFilter,
): boolean {
  return filter.diet.every((d) => hasLabel(item.dietary, d)) && !filter.free.some((a) => item.allergens.includes(a));
}

/** The filter's part of a query string (no leading "?"), empty when not filtering. */
export function dietFilterQuery(filter: DietFilter): string {
  const params = new URLSearchParams();
  if (filter.diet.length) params.set("diet", filter.diet.join(","));
  if (filter.free.length) params.set("free", filter.free.join(","));
  return params.toString();
}
