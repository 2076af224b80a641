import type { DbClient } from "@/lib/platform/db";
import type { PromotionInput } from "@/lib/promotions/shared";

// The offers the pages advertise, each a real promotion with a clear condition (issue 11): the
// spec's badges -5% (the banner's ORDER5), -20% first order, -20% vegan, -100% ice cream, and
// the home page's deals -40%, -20% and -17%.

type SeedPromotion = Omit<PromotionInput, "categoryIds" | "freeItemId" | "linkCategoryId"> & {
  categories?: string[];
  freeItem?: string;
  link?: string;
};

const base = {
  imagePath: null,
  code: null,
  isCombinable: true,
  audience: "everyone",
  oncePerCustomer: false,
  usageCap: null,
  startsAt: null,
  endsAt: null,
  days: [],
  fromTime: null,
  toTime: null,
  minSpendPence: null,
  percent: null,
  amountPence: null,
  dietary: [],
  sizes: [],
  quantity: null,
  setPricePence: null,
  freeItemSize: null,
} satisfies Partial<SeedPromotion>;

export const SEED_PROMOTIONS: SeedPromotion[] = [
  {
    ...base,
    name: "5% off your first order",
    headline: "Get 5% off your first order",
    badge: "-5%",
    description: "Use code ORDER5 on your first order when you are signed in.",
    placements: ["banner"],
    code: "ORDER5",
    audience: "first_order",
    kind: "percent_off_subtotal",
    percent: 5,
  },
  {
    ...base,
    name: "20% off your first order",
    headline: "First order discount",
    badge: "-20%",
    description: "20% off your first order of £25 or more with code WELCOME20 when you are signed in.",
    placements: ["order_page", "offers_strip"],
    code: "WELCOME20",
    audience: "first_order",
    oncePerCustomer: true,
    minSpendPence: 2500,
    kind: "percent_off_subtotal",
    percent: 20,
  },
  {
    ...base,
    name: "Vegan 20% off",
    headline: "Vegan discount",
    badge: "-20%",
    description: "20% off every dish marked vegan, every day.",
    placements: ["offers_strip"],
    kind: "percent_off_lines",
    percent: 20,
    dietary: ["vegan"],
  },
  {
    ...base,
    name: "a free ice cream",
    headline: "Free ice cream offer",
    badge: "-100%",
    description: "A free small Vanilla Ice Cream with every order of £30 or more.",
    placements: ["offers_strip"],
    minSpendPence: 3000,
    kind: "free_item",
    freeItem: "Vanilla Ice Cream",
    freeItemSize: "small",
    link: "Desserts",
  },
  {
    ...base,
    name: "40% off two large pizzas",
    headline: "Two large pizzas",
    badge: "-40%",
    description: "Any two large pizzas together: 40% off both. Cannot be combined with other offers.",
    imagePath: "/home/deal-pizzas.svg",
    placements: ["home_deals"],
    isCombinable: false,
    kind: "multi_buy",
    quantity: 2,
    categories: ["Pizzas"],
    sizes: ["large"],
    percent: 40,
    link: "Pizzas",
  },
  {
    ...base,
    name: "Burger night 20% off",
    headline: "Burger and fries night",
    badge: "-20%",
    description: "20% off burgers and fries every Friday from 17:00 to 23:00.",
    imagePath: "/home/deal-burgers.svg",
    placements: ["home_deals"],
    days: [5],
    fromTime: "17:00",
    toTime: "23:00",
    kind: "percent_off_lines",
    percent: 20,
    categories: ["Burgers", "Fries"],
    link: "Burgers",
  },
  {
    ...base,
    name: "17% off two kebabs",
    headline: "Kebabs for two",
    badge: "-17%",
    description: "Any two large kebabs together: 17% off both. Cannot be combined with other offers.",
    imagePath: "/home/deal-kebabas.svg",
    placements: ["home_deals"],
    isCombinable: false,
    kind: "multi_buy",
    quantity: 2,
    categories: ["Kebabas"],
    sizes: ["large"],
    percent: 17,
    link: "Kebabas",
  },
];

/** Seeds the promotions once, when there are none, over the seeded menu. */
export async function seedPromotions(db: DbClient): Promise<{ created: boolean }> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(7270736902)`;
    if ((await tx.promotion.count()) > 0) return { created: false };
    const categories = new Map(
      (await tx.category.findMany({ select: { id: true, name: true } })).map((c) => [c.name, c.id]),
    );
    const items = new Map(
      (await tx.categoryItem.findMany({ select: { id: true, name: true } })).map((i) => [i.name, i.id]),
    );
    let position = 0;
    for (const { categories: names = [], freeItem, link, ...promotion } of SEED_PROMOTIONS) {
      const categoryIds = names.flatMap((n) => categories.get(n) ?? []);
      const freeItemId = freeItem ? (items.get(freeItem) ?? null) : null;
      // A menu without the dish or category an offer needs gets no such offer.
      if (categoryIds.length !== names.length || (freeItem && !freeItemId)) continue;
      await tx.promotion.create({
        data: {
          ...promotion,
          categoryIds,
          freeItemId,
          linkCategoryId: link ? (categories.get(link) ?? null) : null,
          position: position++,
        },
      });
    }
    return { created: true };
  });
}
