import { type Placement, type PromotionKind, type Audience } from "@/lib/promotions/shared";

export const KIND_LABELS: Record<PromotionKind, string> = {
  percent_off_subtotal: "A percentage off the order",
  amount_off_subtotal: "An amount off the order",
  percent_off_lines: "A percentage off some dishes",
  multi_buy: "A multi-buy (several together)",
  free_item: "A free dish over a spend",
  free_delivery: "Free delivery over a spend",
};

export const AUDIENCE_LABELS: Record<Audience, string> = {
  everyone: "Everyone",
  signed_in: "Signed-in customers",
  first_order: "A customer's first paid order only",
};

export const PLACEMENT_LABELS: Record<Placement, string> = {
  banner: "The banner at the top of every page (it shows the newest placed there)",
  order_page: "The offer card on the order page (it shows the newest placed there)",
  offers_strip: "The offers on the restaurant page",
  home_deals: "The deals on the home page",
};

export const DAY_LABELS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
