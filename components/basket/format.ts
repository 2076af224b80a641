import { formatMoney, toMinor } from "@/lib/platform/money";

/** The API's major units (12.49) as shown money (£12.49). */
export function formatMajor(major: number, currency: string): string {
  return formatMoney(toMinor(major), currency);
}

export function describeItemCount(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}

/**
 * The figure the header and the phone's basket bar show: the food after offers, before delivery
 * (issue 25). The grand total there read as the price of the dishes ("1 item · £18.18" for a £15.69
 * pizza); the basket itself and checkout show the delivery fee and the total beside it.
 */
export function basketFoodMinor(basket: { subtotal: number; discount: number }): number {
  return Math.max(0, toMinor(basket.subtotal) - toMinor(basket.discount));
}
