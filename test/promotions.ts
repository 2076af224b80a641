import { getDb } from "@/lib/db/client";
import { SEED_PROMOTIONS } from "@/lib/seed/seed-promotions";

/**
 * Only the seeded ORDER5 (5% off a signed-in customer's first order), for tests of the
 * spec's promo code that must not meet the other seeded offers (two large pizzas, 40% off).
 */
export async function seedOrder5() {
  const { categories: _categories, freeItem: _freeItem, link: _link, ...order5 } = SEED_PROMOTIONS.find((p) => p.code === "ORDER5")!;
  return getDb().promotion.create({ data: { ...order5, categoryIds: [], freeItemId: null, linkCategoryId: null } });
}
