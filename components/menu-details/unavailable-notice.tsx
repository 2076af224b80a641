import type { BasketView } from "@/lib/api/store/cart/view";

type TBlockingFacts = Pick<BasketView, "unavailableItems" | "overLimit">;

/**
 * What in the basket itself stops it being checked out, as create_order would refuse it: dishes
 * gone sold out first (the customer removes them), then a bound of one order (decision 023), such
 * as a largest value the admin lowered after the basket was filled. Null when nothing does.
 */
export function unavailableReason(basket: TBlockingFacts): string | null {
  const names = basket.unavailableItems;
  if (!names.length) return basket.overLimit;
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;
  return `${list} ${names.length === 1 ? "is" : "are"} no longer available: remove ${names.length === 1 ? "it" : "them"} to check out.`;
}

export function UnavailableNotice({ basket }: { basket: TBlockingFacts }) {
  const reason = unavailableReason(basket);
  if (!reason) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
      data-testid="basket-unavailable"
    >
      {reason}
    </p>
  );
}
