import type { AllergenCode, DietaryCode } from "../../menu/shared";

// What the seeded menu (lib/seed/data/menu.ts) contains, by slug: believable for a UK
// takeaway, not a real recipe book. A variant's removal applies to every dish of its category
// (decision 016), so a variant removes an allergen only when it is the only source of it in
// every dish of the category: the gluten-free pizza base removes gluten (no pizza topping
// here has any); the gluten-free bun does not, because the crispy chicken and the bean
// patty are crumbed.

export type SeedDishDetails = {
  allergens: AllergenCode[];
  mayContain?: AllergenCode[];
  dietary?: DietaryCode[];
  spice?: number;
};

export type SeedVariantDetails = { added?: AllergenCode[]; removed?: AllergenCode[] };

const VEG: DietaryCode[] = ["vegetarian"];
const VEGAN: DietaryCode[] = ["vegetarian", "vegan"];
const VEG_GF: DietaryCode[] = ["vegetarian", "gluten_free"];
const VEGAN_GF: DietaryCode[] = ["vegetarian", "vegan", "gluten_free"];
const PIZZA_KITCHEN: AllergenCode[] = ["eggs", "mustard", "sesame", "soya"];
/** For the pizzas whose toppings contain the mustard already. */
const PIZZA_KITCHEN_BUT_MUSTARD: AllergenCode[] = ["eggs", "sesame", "soya"];
const FRYER: AllergenCode[] = ["gluten", "milk"];
const DESSERT_KITCHEN: AllergenCode[] = ["nuts", "peanuts"];

export const SEED_DISH_DETAILS: Record<string, SeedDishDetails> = {
  // Pizzas: the base has the gluten, the mozzarella the milk.
  "pizzas-margherita": { allergens: ["gluten", "milk"], mayContain: PIZZA_KITCHEN, dietary: VEG },
  "pizzas-pepperoni-feast": {
    allergens: ["gluten", "milk", "mustard"],
    mayContain: PIZZA_KITCHEN_BUT_MUSTARD,
    spice: 1,
  },
  "pizzas-meat-feast": {
    allergens: ["gluten", "milk", "mustard", "sulphites"],
    mayContain: PIZZA_KITCHEN_BUT_MUSTARD,
    spice: 1,
  },
  "pizzas-vegetarian-supreme": { allergens: ["gluten", "milk"], mayContain: PIZZA_KITCHEN, dietary: VEG },
  "pizzas-bbq-chicken": {
    allergens: ["gluten", "milk", "mustard", "celery", "sulphites"],
    mayContain: PIZZA_KITCHEN_BUT_MUSTARD,
  },
  "pizzas-hawaiian": { allergens: ["gluten", "milk"], mayContain: PIZZA_KITCHEN },
  // Garlic bread
  "garlic-bread-classic": { allergens: ["gluten", "milk"], mayContain: ["sesame", "soya"], dietary: VEG },
  "garlic-bread-cheese": { allergens: ["gluten", "milk"], mayContain: ["sesame", "soya"], dietary: VEG },
  "garlic-bread-cheese-jalapenos": {
    allergens: ["gluten", "milk"],
    mayContain: ["sesame", "soya"],
    dietary: VEG,
    spice: 2,
  },
  "garlic-bread-tomato-pizza-bread": { allergens: ["gluten", "milk"], mayContain: ["sesame", "soya"], dietary: VEG },
  // Calzone
  "calzone-classic": { allergens: ["gluten", "milk"], mayContain: PIZZA_KITCHEN },
  "calzone-pepperoni": { allergens: ["gluten", "milk", "mustard"], mayContain: PIZZA_KITCHEN_BUT_MUSTARD, spice: 1 },
  "calzone-chicken-sweetcorn": { allergens: ["gluten", "milk"], mayContain: PIZZA_KITCHEN },
  "calzone-veggie": { allergens: ["gluten", "milk"], mayContain: PIZZA_KITCHEN, dietary: VEG },
  // Kebabs: the meat is seasoned with soya and mustard, the sauces are yoghurt; the bread is the variant's.
  "kebabas-doner": { allergens: ["gluten", "milk", "mustard", "soya"], mayContain: ["sesame", "eggs"], spice: 1 },
  "kebabas-chicken-doner": { allergens: ["gluten", "milk", "soya"], mayContain: ["sesame", "eggs"], spice: 1 },
  "kebabas-chicken-shish": { allergens: ["gluten", "milk"], mayContain: ["sesame", "eggs"], spice: 1 },
  "kebabas-lamb-shish": { allergens: ["gluten", "milk"], mayContain: ["sesame", "eggs"], spice: 1 },
  "kebabas-mixed": { allergens: ["gluten", "milk", "mustard", "soya"], mayContain: ["sesame", "eggs"], spice: 2 },
  // Salads: the dressing is the variant's.
  "salads-greek": { allergens: ["milk"], dietary: VEG_GF },
  "salads-chicken-caesar": { allergens: ["gluten", "milk", "eggs"] },
  "salads-tuna": { allergens: ["fish", "eggs"], dietary: ["gluten_free"] },
  "salads-garden": { allergens: [], dietary: VEGAN_GF },
  // Cold drinks
  "cold-drinks-coca-cola": { allergens: [], dietary: VEGAN_GF },
  "cold-drinks-diet-coke": { allergens: [], dietary: VEGAN_GF },
  "cold-drinks-fanta-orange": { allergens: [], dietary: VEGAN_GF },
  "cold-drinks-sprite": { allergens: [], dietary: VEGAN_GF },
  "cold-drinks-still-water": { allergens: [], dietary: VEGAN_GF },
  // Kids' meals
  "happy-meal-cheeseburger": { allergens: ["gluten", "milk", "mustard", "sesame"], mayContain: ["eggs", "soya"] },
  "happy-meal-chicken-nuggets": { allergens: ["gluten", "celery"], mayContain: ["eggs", "milk"] },
  "happy-meal-mini-margherita": { allergens: ["gluten", "milk"], mayContain: PIZZA_KITCHEN, dietary: VEG },
  "happy-meal-fish-fingers": { allergens: ["fish", "gluten"], mayContain: ["milk", "eggs"] },
  // Desserts
  "desserts-chocolate-fudge-cake": {
    allergens: ["gluten", "eggs", "milk", "soya"],
    mayContain: DESSERT_KITCHEN,
    dietary: VEG,
  },
  "desserts-new-york-cheesecake": { allergens: ["gluten", "eggs", "milk"], mayContain: DESSERT_KITCHEN, dietary: VEG },
  "desserts-vanilla-ice-cream": { allergens: ["milk", "eggs"], mayContain: DESSERT_KITCHEN, dietary: VEG_GF },
  "desserts-sticky-toffee-pudding": {
    allergens: ["gluten", "eggs", "milk", "sulphites"],
    mayContain: DESSERT_KITCHEN,
    dietary: VEG,
  },
  "desserts-cookie-dough": { allergens: ["gluten", "milk", "soya"], mayContain: DESSERT_KITCHEN, dietary: VEG },
  // Hot drinks: the milk is the variant's, except in the drinks made of milk.
  "hot-drinks-tea": { allergens: [], dietary: VEGAN_GF },
  "hot-drinks-americano": { allergens: [], dietary: VEGAN_GF },
  "hot-drinks-cappuccino": { allergens: ["milk"], dietary: VEG_GF },
  "hot-drinks-latte": { allergens: ["milk"], dietary: VEG_GF },
  "hot-drinks-hot-chocolate": { allergens: ["milk", "soya"], dietary: VEG_GF },
  // Sauces
  "sauces-garlic-mayo": { allergens: ["eggs", "mustard"], dietary: VEG_GF },
  "sauces-chilli": { allergens: [], dietary: VEGAN_GF, spice: 3 },
  "sauces-bbq": { allergens: ["mustard", "celery", "sulphites"], dietary: VEGAN_GF },
  "sauces-sweet-chilli": { allergens: [], dietary: VEGAN_GF, spice: 1 },
  "sauces-ketchup": { allergens: [], dietary: VEGAN_GF },
  "sauces-burger-sauce": { allergens: ["eggs", "mustard"], dietary: VEG_GF },
  // Chewing gum
  "orbit-spearmint": { allergens: [], dietary: VEG_GF },
  "orbit-peppermint": { allergens: [], dietary: VEG_GF },
  "orbit-strawberry": { allergens: [], dietary: VEG_GF },
  "orbit-bubblemint": { allergens: [], dietary: VEG_GF },
  // Burgers: the bun is in every burger; its kind is the variant's.
  "burgers-classic-beef": { allergens: ["gluten", "mustard"], mayContain: ["sesame", "eggs", "milk"] },
  "burgers-cheeseburger": { allergens: ["gluten", "milk", "mustard"], mayContain: ["sesame", "eggs"] },
  "burgers-double-bacon-cheeseburger": { allergens: ["gluten", "milk", "mustard"], mayContain: ["sesame", "eggs"] },
  "burgers-crispy-chicken": { allergens: ["gluten", "eggs", "milk"], mayContain: ["sesame", "mustard"] },
  "burgers-spicy-bean": {
    allergens: ["gluten", "celery", "mustard"],
    mayContain: ["sesame", "milk"],
    dietary: VEGAN,
    spice: 2,
  },
  // Fries: one fryer for everything.
  "fries-classic": { allergens: [], mayContain: FRYER, dietary: VEGAN_GF },
  "fries-cheesy": { allergens: ["milk"], mayContain: ["gluten"], dietary: VEG_GF },
  "fries-peri-peri": { allergens: [], mayContain: FRYER, dietary: VEGAN_GF, spice: 2 },
  "fries-loaded-chilli-cheese": { allergens: ["milk", "celery"], mayContain: ["gluten"], spice: 2 },
  "fries-sweet-potato": { allergens: [], mayContain: FRYER, dietary: VEGAN_GF },
  "fries-curly": { allergens: ["gluten"], mayContain: ["milk"], dietary: VEGAN },
};

export const SEED_VARIANT_DETAILS: Record<string, SeedVariantDetails> = {
  "pizzas-variant-stuffed-crust": { added: ["milk"] },
  "pizzas-variant-gluten-free-base": { removed: ["gluten"] },
  "calzone-variant-garlic-glaze": { added: ["milk"] },
  "kebabas-variant-naan": { added: ["milk", "eggs"] },
  "salads-variant-caesar-dressing": { added: ["eggs", "fish", "milk", "mustard"] },
  "salads-variant-vinaigrette": { added: ["mustard", "sulphites"] },
  "happy-meal-variant-apple-juice": {},
  "desserts-variant-custard": { added: ["milk"] },
  "desserts-variant-cream": { added: ["milk"] },
  "desserts-variant-ice-cream": { added: ["milk", "eggs"] },
  "hot-drinks-variant-semi-skimmed": { added: ["milk"] },
  // Oat drinks are made from oats, a cereal containing gluten; the milk is replaced.
  "hot-drinks-variant-oat-milk": { added: ["gluten"], removed: ["milk"] },
  "hot-drinks-variant-no-milk": { removed: ["milk"] },
  "burgers-variant-brioche-bun": { added: ["eggs", "milk"] },
  "burgers-variant-sesame-bun": { added: ["sesame"] },
  "fries-variant-salt-vinegar": { added: ["gluten", "sulphites"] },
};
