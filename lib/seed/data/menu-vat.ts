import type { VatClass } from "@/lib/platform/vat";

/**
 * The seeded dishes that are not standard-rated, with why (decision 034 has the whole table).
 * Everything else on the seeded menu is standard-rated: hot food (heated to order or kept hot:
 * pizzas, calzones, kebabs, burgers, fries, garlic bread, the kids' meals, the warm puddings),
 * hot drinks, soft drinks and bottled water, ice cream, and chewing gum (confectionery).
 * VAT Notice 709/1 section 4; Notice 701/14 for the excepted items; VFOOD4220 for the hot food tests.
 */
export const SEED_VAT_CLASSES: Record<string, VatClass> = {
  // Cold salads, made up in advance and sold cold: food, zero-rated when taken away.
  "salads-greek": "zero",
  // The chicken is cooked in advance and served cold on the salad, not grilled to order.
  "salads-chicken-caesar": "zero",
  "salads-tuna": "zero",
  "salads-garden": "zero",
  // Cake served cold is food, not confectionery (VAT Notice 701/14 section 3.3).
  "desserts-chocolate-fudge-cake": "zero",
  "desserts-new-york-cheesecake": "zero",
  // A cold dip sold on its own (a pot of sauce) is cold food; one included in a hot meal is part of it.
  "sauces-garlic-mayo": "zero",
  "sauces-chilli": "zero",
  "sauces-bbq": "zero",
  "sauces-sweet-chilli": "zero",
  "sauces-ketchup": "zero",
  "sauces-burger-sauce": "zero",
};
