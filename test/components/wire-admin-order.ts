import type { TAdminOrderLineDto } from "@/lib/api/admin/orders/contract";

// An order's line as the admin's order calls answer it (the spec's wire names), for fetch doubles:
// one large Margherita at £14.99.

export function wireAdminLine(overrides: Partial<TAdminOrderLineDto> = {}): TAdminOrderLineDto {
  return {
    _id: "11111111-1111-4111-8111-111111111111",
    qty: 1,
    total: 14.99,
    unitPrice: 14.99,
    size: "large",
    subcategoryId: {
      _id: "22222222-2222-4222-8222-222222222222",
      subCategoryname: "Margherita",
      image: "/dish-default.svg",
      isVariant: false,
    },
    categoryItem: { _id: "33333333-3333-4333-8333-333333333333", categoryItemName: "Margherita", image: null },
    additionalInfo: { detailinfo: "N/A" },
    discount: 0,
    freeWith: null,
    allergens: ["gluten", "milk"],
    extras: [],
    unavailableAtPayment: [],
    ...overrides,
  };
}
