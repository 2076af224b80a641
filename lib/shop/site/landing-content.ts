// The landing page's marketing content (spec sections 1 and 9). Static by design: these figures
// are the business's own claims, not numbers the shop can compute.

/** The six popular categories, matched by name to the live menu; the counts are the spec's. */
export const POPULAR_CATEGORIES = [
  { name: "Pizzas", restaurantCount: 21, artSlug: "pizzas", artName: "Pepperoni Feast" },
  { name: "Burgers", restaurantCount: 32, artSlug: "burgers", artName: "Cheeseburger" },
  { name: "Kebabas", restaurantCount: 4, artSlug: "kebabas", artName: "Doner Kebab" },
  { name: "Salads", restaurantCount: 32, artSlug: "salads", artName: "Greek Salad" },
  { name: "Desserts", restaurantCount: 4, artSlug: "desserts", artName: "Chocolate Fudge Cake" },
  { name: "Fries", restaurantCount: 32, artSlug: "fries", artName: "Curly Fries" },
] as const;

export function categoryPicturePath(artSlug: string): string {
  return `/home/category-${artSlug}.svg`;
}

export const HOW_IT_WORKS = [
  { title: "Place an order", text: "Choose your dishes and sizes from our menu and check out in a minute." },
  { title: "Track progress", text: "Follow your order from our oven to your door." },
  {
    title: "Get your order",
    text: "Hot food at your door, or ready to collect, at the time we promise when you order.",
  },
] as const;

export const HEADLINE_STATISTICS = [
  { value: "546+", label: "Registered riders" },
  { value: "789,900+", label: "Orders delivered" },
  { value: "690+", label: "Restaurants partnered" },
  { value: "17,457+", label: "Food items" },
] as const;

export const FAQS = [
  {
    question: "How does {shop} work?",
    answer:
      "Pick your food and size from our menu, add it to your basket and pay online. Our kitchen cooks it to order and a rider brings it to you, or you collect it yourself.",
  },
  {
    question: "What payment methods are accepted?",
    answer: "You pay online by card when you check out. Prices include VAT and are shown in pounds.",
  },
  {
    question: "Can I track my order in real time?",
    answer: "Yes. Once your order is placed, Track Order shows where it is, from the kitchen to your door.",
  },
  {
    question: "Are there any special discounts?",
    answer: "Get 5% off your first order with the promo code ORDER5, and look out for our exclusive deals.",
  },
  {
    question: "Do you deliver to my area?",
    answer:
      "We deliver across central London. Enter your postcode at the top of this page and we'll tell you straight away.",
  },
] as const;
