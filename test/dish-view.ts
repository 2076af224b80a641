import type { CategoryItemView } from "@/lib/menu/shared";

/** A dish as the storefront reads it: on sale, nothing declared, no extras; a test sets what it looks at. */
export function dishView(
  overrides: Partial<CategoryItemView> & Pick<CategoryItemView, "id" | "name">,
): CategoryItemView {
  return {
    categoryId: "c",
    description: "",
    image: null,
    pricing: [],
    allergens: [],
    mayContain: [],
    dietary: [],
    spice: 0,
    available: true,
    soldOut: false,
    soldOutUntil: null,
    hidden: false,
    extras: [],
    vatClass: "standard",
    ...overrides,
  };
}
