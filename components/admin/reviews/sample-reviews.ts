// Sample content: the shop has no reviews yet, and the spec allows sample cards here. Every
// place that shows them says so.

export type TSampleReview = {
  id: string;
  name: string;
  when: string;
  text: string;
  dish: { name: string; image: string };
  rating: number;
};

export const SAMPLE_REVIEWS: TSampleReview[] = [
  {
    id: "sample-1",
    name: "Amelia Clarke",
    when: "2 days ago",
    text: "The pepperoni feast arrived hot and the crust was properly crisp. Delivery was quicker than promised.",
    dish: { name: "Pepperoni feast pizza", image: "/menu/pizzas-pepperoni-feast.svg" },
    rating: 4,
  },
  {
    id: "sample-2",
    name: "Oliver Bennett",
    when: "5 days ago",
    text: "Great cheeseburger and the loaded fries were generous. I would order the extra sauce next time.",
    dish: { name: "Cheeseburger", image: "/menu/burgers-cheeseburger.svg" },
    rating: 4,
  },
  {
    id: "sample-3",
    name: "Priya Shah",
    when: "1 week ago",
    text: "Lovely sticky toffee pudding after a long day. Friendly rider and everything was well packed.",
    dish: { name: "Sticky toffee pudding", image: "/menu/desserts-sticky-toffee-pudding.svg" },
    rating: 4,
  },
];
