import "server-only";

// A basket belongs to a customer, or to a visitor known only by the hash of a random secret
// (spec section 6: visitors can add to a basket). How a request carries that secret (a
// cookie) is the API's business: lib/api/store/cart/visitor.ts.

export type BasketOwner = { customerId: string } | { visitorTokenHash: string };

export function ownerWhere(owner: BasketOwner) {
  return "customerId" in owner ? { customerId: owner.customerId } : { visitorTokenHash: owner.visitorTokenHash };
}
