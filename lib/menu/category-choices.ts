// Rules of the menu the admin edits, shared by the domain, the API contract and the forms.

/** The names the spec's add form offers (any other name may be typed). */
export const CATEGORY_CHOICES = [
  "Pizzas",
  "Garlic Bread",
  "Calzone",
  "Kebabas",
  "Salads",
  "Cold drinks",
  "Happy Meal®",
  "Desserts",
  "Hot drinks",
  "Sauces",
  "Orbit®",
  "Burgers",
  "Fries",
] as const;

/** The largest picture an admin may upload; it is resized to WebP on arrival. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
