import { POST as addCart } from "@/app/api/cart/addCart/route";
import { POST as applyPromo } from "@/app/api/cart/applyPromo/route";
import { POST as setFulfilment } from "@/app/api/cart/fulfilment/route";
import type { Size } from "@/lib/menu/shared";
import { getDb } from "@/lib/platform/db";
import { SEED_PROMOTIONS } from "@/lib/seed";
import { deliverTo, payForBasket } from "./checkout-steps";
import { call } from "./request";

export type Pick = { dish: string; size?: Size; qty?: number; extras?: string[] };

/** A seeded dish by name, with its prices and the ids of its extras by name. */
async function dishNamed(name: string) {
  const item = await getDb().categoryItem.findFirstOrThrow({
    where: { name },
    include: { prices: true, category: { include: { optionGroups: { include: { options: true } } } } },
  });
  const options = new Map(item.category.optionGroups.flatMap((g) => g.options.map((o) => [o.name, o.id] as const)));
  return { item, options };
}

type BasketOptions = { code?: string; fulfilment?: "delivery" | "collection" };

/**
 * A paid order of the named dishes, made through the real API (basket, fulfilment, code,
 * address, create_order, verify_order) on whatever clock the test has set.
 */
export async function placeBasket(
  token: string,
  picks: Pick[],
  options: BasketOptions & { tipPence?: number } = {},
): Promise<{ orderId: string; amountPence: number }> {
  await fillBasket(token, picks, options);
  return payForBasket(token, { tipPence: options.tipPence });
}

/** The named dishes in the basket, its fulfilment and code chosen, ready for create_order. */
export async function fillBasket(token: string, picks: Pick[], options: BasketOptions = {}) {
  for (const pick of picks) {
    const { item, options: extras } = await dishNamed(pick.dish);
    const size = pick.size ?? "medium";
    const price = item.prices.find((p) => p.size === size)!.pricePence;
    const added = await call(addCart, {
      bearer: token,
      body: {
        qty: pick.qty ?? 1,
        total: (price * (pick.qty ?? 1)) / 100,
        subcategoryId: null,
        categoryItemId: item.id,
        size,
        ...(pick.extras ? { extras: pick.extras.map((n) => extras.get(n)!) } : {}),
      },
    });
    if (added.status >= 300) throw new Error(`addCart refused ${pick.dish}: ${added.text}`);
  }
  if (options.fulfilment === "collection") {
    await call(setFulfilment, { bearer: token, body: { fulfilment: "collection", slot: null } });
  } else {
    await deliverTo(token, { address: "221B Baker Street, London NW1 6XE" });
  }
  if (options.code) await call(applyPromo, { bearer: token, body: { code: options.code } });
}

/** The seeded "free small Vanilla Ice Cream over £30", alone. */
export async function seedFreeIceCream() {
  const { categories: _c, freeItem: _f, link: _l, ...promotion } = SEED_PROMOTIONS.find((p) => p.kind === "free_item")!;
  const iceCream = await getDb().categoryItem.findFirstOrThrow({ where: { name: "Vanilla Ice Cream" } });
  return getDb().promotion.create({
    data: { ...promotion, categoryIds: [], freeItemId: iceCream.id, linkCategoryId: null },
  });
}
