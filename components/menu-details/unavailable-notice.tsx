import type { BasketView } from "@/lib/api/store/cart/view";

/** What blocks checkout when dishes in the basket went sold out; null when none did. */
export function unavailableReason(basket: Pick<BasketView, "unavailableItems">): string | null {
  const names = basket.unavailableItems;
  if (!names.length) return null;
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;
  return `${list} ${names.length === 1 ? "is" : "are"} no longer available: remove ${names.length === 1 ? "it" : "them"} to check out.`;
}

export function UnavailableNotice({ basket }: { basket: Pick<BasketView, "unavailableItems"> }) {
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
