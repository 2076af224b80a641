import type { TBasket, TBasketLine } from "@/lib/api/store/cart/contract";

// A basket as GET /api/cart/cartdetail answers it (the spec's wire names), for fetch doubles.

export function wireLine(overrides: Partial<TBasketLine> = {}): TBasketLine {
  return {
    _id: "11111111-1111-4111-8111-111111111111",
    qty: 1,
    total: 12.5,
    unitPrice: 12.5,
    size: "large",
    subcategoryId: {
      _id: "22222222-2222-4222-8222-222222222222",
      subCategoryname: "Thin Crust",
      image: "/dish-default.svg",
      isVariant: true,
    },
    categoryItem: { _id: "33333333-3333-4333-8333-333333333333", categoryItemName: "Margherita", image: null },
    additionalInfo: { detailinfo: "" },
    discount: 0,
    allergens: [],
    available: true,
    extras: [],
    ...overrides,
  };
}

export function wireBasket(lines: TBasketLine[]): TBasket {
  const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
  return {
    _id: "44444444-4444-4444-8444-444444444444",
    Iteam: lines,
    subtotal,
    discount: 0,
    deliveryFee: 0,
    grandtotal: subtotal,
    currency: "GBP",
    itemCount: lines.reduce((sum, l) => sum + l.qty, 0),
    minimumOrder: 0,
    amountToMinimum: 0,
    countedTowardsMinimum: subtotal,
    promo: null,
    addressId: null,
    fulfilment: "collection",
    slot: null,
    promisedAt: null,
    asapMinutes: null,
    slotOfferedUntil: null,
    promotions: [],
    freeItems: [],
    hints: [],
    delivery: { zone: null, deliverable: null, message: "" },
    unavailableItems: [],
    overLimit: null,
  };
}
