import type { Size } from "@/lib/menu/shared";

/**
 * The menu the database is seeded with. Prices are integer pence.
 *
 * Every item is sold in at least `small` and `medium`, because the storefront's
 * quick-add button uses the second price (medium). Sizes that a product is not
 * sold in are simply left out.
 *
 * Slugs are unique across the whole file (not just within a category) because
 * they double as the file names of the pictures in public/menu/.
 */

export type SeedItem = {
  slug: string;
  name: string;
  description: string;
  /** Integer pence per size. */
  prices: Partial<Record<Size, number>>;
};

export type SeedVariant = { slug: string; name: string; withCover?: boolean };

export type SeedCategory = { slug: string; name: string; items: SeedItem[]; variants: SeedVariant[] };

/** Shorthand for price ladders: keeps the table below readable. */
function p4(small: number, medium: number, large: number, xlarge: number): Partial<Record<Size, number>> {
  return { small, medium, large, xlarge };
}
function p3(small: number, medium: number, large: number): Partial<Record<Size, number>> {
  return { small, medium, large };
}
function p2(small: number, medium: number): Partial<Record<Size, number>> {
  return { small, medium };
}

export const SEED_MENU: SeedCategory[] = [
  {
    slug: "pizzas",
    name: "Pizzas",
    items: [
      {
        slug: "pizzas-margherita",
        name: "Margherita",
        description:
          "Our rich tomato sauce, plenty of melted mozzarella and a scattering of fresh basil on a hand-stretched base.",
        prices: p4(899, 1199, 1499, 1799),
      },
      {
        slug: "pizzas-pepperoni-feast",
        name: "Pepperoni Feast",
        description:
          "Double helping of spicy pepperoni over bubbling mozzarella and tomato sauce, baked until the edges crisp.",
        prices: p4(999, 1299, 1599, 1899),
      },
      {
        slug: "pizzas-meat-feast",
        name: "Meat Feast",
        description:
          "Pepperoni, smoked ham, seasoned beef and Italian sausage piled high on mozzarella for serious appetites.",
        prices: p4(1099, 1399, 1699, 1999),
      },
      {
        slug: "pizzas-vegetarian-supreme",
        name: "Vegetarian Supreme",
        description:
          "Mushrooms, green peppers, red onion, black olives and sweetcorn on a generous layer of mozzarella.",
        prices: p4(999, 1299, 1599, 1899),
      },
      {
        slug: "pizzas-bbq-chicken",
        name: "BBQ Chicken",
        description: "Smoky BBQ sauce base topped with tender chicken, red onion, green peppers and melted mozzarella.",
        prices: p4(1099, 1399, 1699, 1999),
      },
      {
        slug: "pizzas-hawaiian",
        name: "Hawaiian",
        description:
          "Sweet pineapple chunks and smoked ham on tomato sauce and mozzarella – love it or hate it, we love it.",
        prices: p4(999, 1299, 1599, 1899),
      },
    ],
    variants: [
      { slug: "pizzas-variant-classic-crust", name: "Classic Crust", withCover: true },
      { slug: "pizzas-variant-thin-crispy", name: "Thin & Crispy" },
      { slug: "pizzas-variant-stuffed-crust", name: "Stuffed Crust" },
      { slug: "pizzas-variant-gluten-free-base", name: "Gluten-Free Base" },
    ],
  },
  {
    slug: "garlic-bread",
    name: "Garlic Bread",
    items: [
      {
        slug: "garlic-bread-classic",
        name: "Garlic Bread",
        description: "Warm baguette slices soaked in golden garlic and parsley butter, baked until crisp at the edges.",
        prices: p4(399, 549, 699, 849),
      },
      {
        slug: "garlic-bread-cheese",
        name: "Garlic Bread with Cheese",
        description: "Our garlic butter baguette smothered in stretchy melted mozzarella straight from the oven.",
        prices: p4(499, 649, 799, 949),
      },
      {
        slug: "garlic-bread-cheese-jalapenos",
        name: "Cheesy Garlic Bread with Jalapeños",
        description:
          "Melted mozzarella and sliced green jalapeños on garlic butter baguette for a cheeky kick of heat.",
        prices: p4(549, 699, 849, 999),
      },
      {
        slug: "garlic-bread-tomato-pizza-bread",
        name: "Garlic Pizza Bread with Tomato",
        description:
          "A round pizza base brushed with garlic butter and tomato sauce, sprinkled with herbs and cut into strips.",
        prices: p4(449, 599, 749, 899),
      },
    ],
    variants: [
      { slug: "garlic-bread-variant-classic-butter", name: "Classic garlic butter" },
      { slug: "garlic-bread-variant-extra-garlic", name: "Extra garlic" },
      { slug: "garlic-bread-variant-vegan-butter", name: "Vegan butter" },
    ],
  },
  {
    slug: "calzone",
    name: "Calzone",
    items: [
      {
        slug: "calzone-classic",
        name: "Classic Calzone",
        description:
          "Folded pizza dough stuffed with smoked ham, mushrooms, mozzarella and tomato sauce, baked golden.",
        prices: p4(999, 1249, 1499, 1749),
      },
      {
        slug: "calzone-pepperoni",
        name: "Pepperoni Calzone",
        description: "A golden folded pizza packed with spicy pepperoni, mozzarella and our rich tomato sauce.",
        prices: p4(999, 1249, 1499, 1749),
      },
      {
        slug: "calzone-chicken-sweetcorn",
        name: "Chicken & Sweetcorn Calzone",
        description: "Tender chicken, sweetcorn and creamy mozzarella sealed inside crisp, oven-baked pizza dough.",
        prices: p4(1049, 1299, 1549, 1799),
      },
      {
        slug: "calzone-veggie",
        name: "Veggie Calzone",
        description: "Spinach, roasted peppers, red onion, mushrooms and mozzarella folded into a hand-crimped crust.",
        prices: p4(949, 1199, 1449, 1699),
      },
    ],
    variants: [
      { slug: "calzone-variant-tomato-inside", name: "Tomato sauce inside" },
      { slug: "calzone-variant-garlic-glaze", name: "Garlic butter glaze" },
      { slug: "calzone-variant-chilli-oil", name: "Chilli oil drizzle" },
    ],
  },
  {
    slug: "kebabas",
    name: "Kebabas",
    items: [
      {
        slug: "kebabas-doner",
        name: "Doner Kebab",
        description:
          "Thinly sliced seasoned lamb doner with crisp salad, red onion and your choice of chilli or garlic sauce.",
        prices: p4(699, 899, 1099, 1299),
      },
      {
        slug: "kebabas-chicken-doner",
        name: "Chicken Doner Kebab",
        description:
          "Juicy spiced chicken doner shaved fresh from the spit, with lettuce, tomato, onion and garlic mayo.",
        prices: p4(699, 899, 1099, 1299),
      },
      {
        slug: "kebabas-chicken-shish",
        name: "Chicken Shish Kebab",
        description:
          "Marinated chicken breast chunks chargrilled on the skewer with peppers and onion, served with salad.",
        prices: p4(849, 1049, 1249, 1449),
      },
      {
        slug: "kebabas-lamb-shish",
        name: "Lamb Shish Kebab",
        description:
          "Tender cubes of marinated lamb grilled over charcoal with peppers and onion, finished with chilli sauce.",
        prices: p4(949, 1149, 1349, 1549),
      },
      {
        slug: "kebabas-mixed",
        name: "Mixed Kebab",
        description: "The best of both: lamb doner and chicken shish piled together with salad and both our sauces.",
        prices: p4(999, 1249, 1499, 1749),
      },
    ],
    variants: [
      { slug: "kebabas-variant-naan", name: "Naan" },
      { slug: "kebabas-variant-pitta", name: "Pitta" },
      { slug: "kebabas-variant-wrap", name: "Wrap" },
    ],
  },
  {
    slug: "salads",
    name: "Salads",
    items: [
      {
        slug: "salads-greek",
        name: "Greek Salad",
        description: "Crumbly feta, kalamata olives, cucumber, ripe tomatoes and red onion on crisp lettuce.",
        prices: p3(499, 699, 899),
      },
      {
        slug: "salads-chicken-caesar",
        name: "Chicken Caesar Salad",
        description: "Grilled chicken, crunchy croutons and shaved Italian-style hard cheese on cos lettuce.",
        prices: p3(599, 799, 999),
      },
      {
        slug: "salads-tuna",
        name: "Tuna Salad",
        description: "Flaked tuna, boiled egg, sweetcorn, cucumber and cherry tomatoes on a bed of mixed leaves.",
        prices: p3(549, 749, 949),
      },
      {
        slug: "salads-garden",
        name: "Mixed Garden Salad",
        description: "A fresh, simple bowl of lettuce, cucumber, tomato, carrot and red onion – perfect on the side.",
        prices: p3(349, 499, 649),
      },
    ],
    variants: [
      { slug: "salads-variant-caesar-dressing", name: "Caesar dressing" },
      { slug: "salads-variant-vinaigrette", name: "Balsamic vinaigrette" },
      { slug: "salads-variant-no-dressing", name: "No dressing" },
    ],
  },
  {
    slug: "cold-drinks",
    name: "Cold drinks",
    items: [
      {
        slug: "cold-drinks-coca-cola",
        name: "Coca-Cola",
        description: "The ice-cold classic: 330ml can, 500ml bottle or 1.25 litre bottle to share.",
        prices: p3(150, 230, 375),
      },
      {
        slug: "cold-drinks-diet-coke",
        name: "Diet Coke",
        description: "Crisp, refreshing and sugar free: 330ml can, 500ml bottle or 1.25 litre bottle to share.",
        prices: p3(150, 230, 375),
      },
      {
        slug: "cold-drinks-fanta-orange",
        name: "Fanta Orange",
        description: "Bright, fizzy and bursting with orange flavour: 330ml can, 500ml bottle or 1.25 litre bottle.",
        prices: p3(150, 230, 375),
      },
      {
        slug: "cold-drinks-sprite",
        name: "Sprite",
        description: "Zesty lemon and lime fizz to cool down the spice: 330ml can, 500ml bottle or 1.25 litre bottle.",
        prices: p3(150, 230, 375),
      },
      {
        slug: "cold-drinks-still-water",
        name: "Still Water",
        description: "Chilled still spring water in a 330ml, 500ml or 1.5 litre bottle.",
        prices: p3(110, 150, 250),
      },
    ],
    variants: [
      { slug: "cold-drinks-variant-with-ice", name: "With ice" },
      { slug: "cold-drinks-variant-no-ice", name: "No ice" },
    ],
  },
  {
    slug: "happy-meal",
    name: "Happy Meal®",
    items: [
      {
        slug: "happy-meal-cheeseburger",
        name: "Kids' Cheeseburger Meal",
        description:
          "A little cheeseburger with a portion of fries, a drink and a surprise toy in a box to carry home.",
        prices: p2(499, 599),
      },
      {
        slug: "happy-meal-chicken-nuggets",
        name: "Kids' Chicken Nuggets Meal",
        description: "Golden breaded chicken nuggets with fries, a dip, a drink and a surprise toy for little ones.",
        prices: p2(499, 599),
      },
      {
        slug: "happy-meal-mini-margherita",
        name: "Kids' Mini Margherita Meal",
        description: "A mini cheese and tomato pizza with fries, a drink and a surprise toy – sized for small hands.",
        prices: p2(549, 649),
      },
      {
        slug: "happy-meal-fish-fingers",
        name: "Kids' Fish Fingers Meal",
        description: "Crispy fish fingers with fries, a tomato ketchup dip, a drink and a surprise toy.",
        prices: p2(499, 599),
      },
    ],
    variants: [
      { slug: "happy-meal-variant-apple-juice", name: "Apple juice" },
      { slug: "happy-meal-variant-orange-juice", name: "Orange juice" },
      { slug: "happy-meal-variant-water", name: "Bottle of water" },
    ],
  },
  {
    slug: "desserts",
    name: "Desserts",
    items: [
      {
        slug: "desserts-chocolate-fudge-cake",
        name: "Chocolate Fudge Cake",
        description: "A generous slice of moist chocolate sponge layered and topped with thick, glossy fudge icing.",
        prices: p3(349, 499, 699),
      },
      {
        slug: "desserts-new-york-cheesecake",
        name: "New York Cheesecake",
        description: "Creamy vanilla cheesecake on a buttery biscuit base, finished with a sweet strawberry topping.",
        prices: p3(379, 529, 729),
      },
      {
        slug: "desserts-vanilla-ice-cream",
        name: "Vanilla Ice Cream",
        description:
          "Smooth, creamy Cornish-style vanilla ice cream, scooped and kept frozen all the way to your door.",
        prices: p3(299, 449, 649),
      },
      {
        slug: "desserts-sticky-toffee-pudding",
        name: "Sticky Toffee Pudding",
        description: "Warm, soft date sponge drenched in rich, buttery toffee sauce – a proper British favourite.",
        prices: p3(349, 499, 699),
      },
      {
        slug: "desserts-cookie-dough",
        name: "Cookie Dough Pot",
        description: "Warm, gooey baked cookie dough studded with melting chocolate chunks, best eaten with a spoon.",
        prices: p3(379, 529, 729),
      },
    ],
    variants: [
      { slug: "desserts-variant-custard", name: "With custard" },
      { slug: "desserts-variant-cream", name: "With whipped cream" },
      { slug: "desserts-variant-ice-cream", name: "With a scoop of ice cream" },
    ],
  },
  {
    slug: "hot-drinks",
    name: "Hot drinks",
    items: [
      {
        slug: "hot-drinks-tea",
        name: "English Breakfast Tea",
        description: "A proper builder's brew, strong and comforting, made just how you like it.",
        prices: p3(180, 220, 260),
      },
      {
        slug: "hot-drinks-americano",
        name: "Americano",
        description: "A double shot of smooth, freshly ground espresso topped up with hot water.",
        prices: p3(220, 260, 300),
      },
      {
        slug: "hot-drinks-cappuccino",
        name: "Cappuccino",
        description: "Rich espresso under a deep layer of velvety foamed milk, dusted with chocolate.",
        prices: p3(260, 300, 340),
      },
      {
        slug: "hot-drinks-latte",
        name: "Caffè Latte",
        description: "Mellow espresso with plenty of silky steamed milk and a thin layer of foam.",
        prices: p3(260, 300, 340),
      },
      {
        slug: "hot-drinks-hot-chocolate",
        name: "Hot Chocolate",
        description: "Creamy hot chocolate topped with mini marshmallows – a warming treat on a cold evening.",
        prices: p3(260, 300, 340),
      },
    ],
    variants: [
      { slug: "hot-drinks-variant-semi-skimmed", name: "Semi-skimmed milk" },
      { slug: "hot-drinks-variant-oat-milk", name: "Oat milk" },
      { slug: "hot-drinks-variant-no-milk", name: "No milk" },
    ],
  },
  {
    slug: "sauces",
    name: "Sauces",
    items: [
      {
        slug: "sauces-garlic-mayo",
        name: "Garlic Mayo",
        description: "Our creamy house garlic mayonnaise, the essential dip for pizza crusts and chips.",
        prices: p2(60, 99),
      },
      {
        slug: "sauces-chilli",
        name: "Chilli Sauce",
        description: "Fiery red kebab-shop chilli sauce with a proper kick – not for the faint-hearted.",
        prices: p2(60, 99),
      },
      {
        slug: "sauces-bbq",
        name: "BBQ Sauce",
        description: "Sticky, sweet and smoky barbecue sauce that goes with just about everything.",
        prices: p2(60, 99),
      },
      {
        slug: "sauces-sweet-chilli",
        name: "Sweet Chilli",
        description: "Glossy Thai-style sweet chilli dip with flecks of red chilli and a gentle warmth.",
        prices: p2(60, 99),
      },
      {
        slug: "sauces-ketchup",
        name: "Tomato Ketchup",
        description: "Classic rich tomato ketchup, perfect for chips, nuggets and burgers.",
        prices: p2(50, 89),
      },
      {
        slug: "sauces-burger-sauce",
        name: "Burger Sauce",
        description: "Tangy, creamy burger sauce with gherkin and a hint of mustard.",
        prices: p2(60, 99),
      },
    ],
    variants: [
      { slug: "sauces-variant-dip-pot", name: "In a dip pot" },
      { slug: "sauces-variant-drizzled", name: "Drizzled on top" },
    ],
  },
  {
    slug: "orbit",
    name: "Orbit®",
    items: [
      {
        slug: "orbit-spearmint",
        name: "Orbit Spearmint",
        description: "Sugar-free spearmint chewing gum for fresh breath after a garlicky feast.",
        prices: p2(90, 150),
      },
      {
        slug: "orbit-peppermint",
        name: "Orbit Peppermint",
        description: "Cool, clean sugar-free peppermint gum – grab a pack at the till.",
        prices: p2(90, 150),
      },
      {
        slug: "orbit-strawberry",
        name: "Orbit Strawberry",
        description: "Sweet, fruity sugar-free strawberry chewing gum that lasts and lasts.",
        prices: p2(90, 150),
      },
      {
        slug: "orbit-bubblemint",
        name: "Orbit Bubblemint",
        description: "Sugar-free gum with a playful bubblegum and mint flavour.",
        prices: p2(90, 150),
      },
    ],
    variants: [
      { slug: "orbit-variant-pellet-pack", name: "Pellet pack" },
      { slug: "orbit-variant-stick-pack", name: "Stick pack" },
    ],
  },
  {
    slug: "burgers",
    name: "Burgers",
    items: [
      {
        slug: "burgers-classic-beef",
        name: "Classic Beef Burger",
        description: "A juicy flame-grilled British beef patty with lettuce, tomato, red onion and burger sauce.",
        prices: p3(599, 799, 999),
      },
      {
        slug: "burgers-cheeseburger",
        name: "Cheeseburger",
        description: "Flame-grilled beef with a slice of melting Cheddar, pickles, ketchup and mustard.",
        prices: p3(649, 849, 1049),
      },
      {
        slug: "burgers-double-bacon-cheeseburger",
        name: "Double Bacon Cheeseburger",
        description: "Two beef patties, two slices of Cheddar and crispy smoked bacon stacked high with burger sauce.",
        prices: p3(849, 1099, 1349),
      },
      {
        slug: "burgers-crispy-chicken",
        name: "Crispy Chicken Burger",
        description: "Southern-fried chicken fillet with crunchy coating, crisp lettuce and creamy mayo.",
        prices: p3(649, 849, 1049),
      },
      {
        slug: "burgers-spicy-bean",
        name: "Spicy Bean Burger",
        description: "A crispy spiced bean and vegetable patty with lettuce, tomato and sweet chilli sauce.",
        prices: p3(599, 799, 999),
      },
    ],
    variants: [
      { slug: "burgers-variant-brioche-bun", name: "Brioche bun", withCover: true },
      { slug: "burgers-variant-sesame-bun", name: "Sesame seed bun" },
      { slug: "burgers-variant-gluten-free-bun", name: "Gluten-free bun" },
      { slug: "burgers-variant-lettuce-wrap", name: "Lettuce wrap" },
    ],
  },
  {
    slug: "fries",
    name: "Fries",
    items: [
      {
        slug: "fries-classic",
        name: "Classic Fries",
        description: "Golden, skin-on fries, crispy outside and fluffy inside, lightly salted.",
        prices: p4(249, 329, 399, 479),
      },
      {
        slug: "fries-cheesy",
        name: "Cheesy Fries",
        description: "Our golden fries smothered in melted Cheddar and mozzarella.",
        prices: p4(349, 449, 549, 649),
      },
      {
        slug: "fries-peri-peri",
        name: "Peri Peri Fries",
        description: "Crispy fries tossed in smoky, tangy peri peri seasoning for a little heat.",
        prices: p4(299, 379, 449, 529),
      },
      {
        slug: "fries-loaded-chilli-cheese",
        name: "Loaded Chilli Cheese Fries",
        description: "Fries loaded with beef chilli, melted cheese, jalapeños and a swirl of sour cream.",
        prices: p4(449, 599, 749, 899),
      },
      {
        slug: "fries-sweet-potato",
        name: "Sweet Potato Fries",
        description: "Naturally sweet, crisp sweet potato fries with a pinch of sea salt.",
        prices: p4(329, 429, 529, 629),
      },
      {
        slug: "fries-curly",
        name: "Curly Fries",
        description: "Seasoned spiral-cut fries with a crunchy, golden coating.",
        prices: p4(299, 379, 449, 529),
      },
    ],
    variants: [
      { slug: "fries-variant-salted", name: "Salted" },
      { slug: "fries-variant-unsalted", name: "Unsalted" },
      { slug: "fries-variant-salt-vinegar", name: "Salt & vinegar" },
    ],
  },
];
