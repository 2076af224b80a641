import { getDb } from "@/lib/platform/db";
import { SEED_PROMOTIONS } from "@/lib/seed";

/** One seeded promotion with a code (ORDER5, WELCOME20), alone: no other seeded offer meets the test's baskets. */
export async function seedPromotion(code: string) {
  const {
    categories: _categories,
    freeItem: _freeItem,
    link: _link,
    ...promotion
  } = SEED_PROMOTIONS.find((p) => p.code === code)!;
  return getDb().promotion.create({ data: { ...promotion, categoryIds: [], freeItemId: null, linkCategoryId: null } });
}

/**
 * Only the seeded ORDER5 (5% off a signed-in customer's first order), for tests of the
 * spec's promo code that must not meet the other seeded offers (two large pizzas, 40% off).
 */
export async function seedOrder5() {
  return seedPromotion("ORDER5");
}

/** A promotion as the admin's form sends it and the API accepts: 10% off at the weekend; `over` changes or adds fields. */
export function weekendOffer(over: Record<string, unknown> = {}) {
  return {
    name: "Weekend 10% off",
    headline: "10% off at the weekend",
    badge: "-10%",
    description: "10% off everything on Saturdays and Sundays.",
    kind: "percent_off_subtotal",
    percent: 10,
    days: [6, 7],
    ...over,
  };
}
