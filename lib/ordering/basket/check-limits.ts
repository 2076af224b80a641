import "server-only";
import { getConfig } from "@/lib/platform/config";
import { AppError } from "@/lib/platform/errors";
import { formatMoney } from "@/lib/platform/money";
import { loadStoreRules } from "@/lib/shop";
import { LINES_LIMIT_MESSAGE, MAX_LINES, MAX_QTY } from "./limits";

// The basket's bounds (decision 023), checked inside the transaction that changes the basket,
// after its row is locked (lock-basket-lines.ts): what is counted is what the change leaves, and
// a refusal rolls the change back.

const money = (pence: number, currency = getConfig().CURRENCY) => formatMoney(pence, currency);

/** The message for an order over the admin's largest value. */
export function overValueMessage(
  maxPence: number,
  valuePence: number,
  when: "add" | "checkout",
  currency?: string,
): string {
  const head = `An online order can be at most ${money(maxPence, currency)} before offers and delivery`;
  return when === "add"
    ? `${head}; this would make yours ${money(valuePence, currency)}. For a larger order, please call the shop.`
    : `${head}; your basket comes to ${money(valuePence, currency)}. Remove ${money(valuePence - maxPence, currency)} to check out, or call the shop for a larger order.`;
}

/**
 * The admin's largest order value, read before the basket's transaction: from the process's kept
 * trading rules (decision 071), which a read inside the transaction may not use, and the
 * transaction changes no rule that it would need to see.
 */
export async function loadMaxOrderPence(): Promise<number> {
  return (await loadStoreRules()).maxOrderPence;
}

/**
 * 409 when the basket, as this transaction leaves it, is worth more than the admin allows: its
 * lines' value at today's menu (lock-basket-lines.ts) with the change counted in.
 */
export function assertValueWithinMax(maxOrderPence: number, valuePence: number): void {
  if (valuePence > maxOrderPence)
    throw new AppError("CONFLICT", overValueMessage(maxOrderPence, valuePence, "add"), undefined, {
      data: { basketLimit: "value" },
    });
}

/** 409 before a new line when the basket already has as many lines as one order may. */
export function assertRoomForLine(lineCount: number): void {
  if (lineCount >= MAX_LINES)
    throw new AppError("CONFLICT", LINES_LIMIT_MESSAGE, undefined, { data: { basketLimit: "lines" } });
}

/**
 * What is wrong at checkout with a basket over a bound (409): one filled before the bounds
 * existed, merged from a visitor's basket at sign-in, or worth more since a price or the admin's
 * maximum changed. Null when within them.
 */
export function checkoutLimitsProblem(
  basket: { lines: { item: { name: string }; qty: number; totalPence: number }[] },
  maxOrderPence: number,
  currency: string,
): string | null {
  const { lines } = basket;
  if (lines.length > MAX_LINES) {
    return `One order can hold at most ${MAX_LINES} different items and your basket has ${lines.length}: remove ${lines.length - MAX_LINES} to check out.`;
  }
  const big = lines.find((l) => l.qty > MAX_QTY);
  if (big) return `You can order at most ${MAX_QTY} of one item: lower ${big.item.name} to ${MAX_QTY} to check out.`;
  const value = lines.reduce((sum, l) => sum + l.totalPence, 0);
  return value > maxOrderPence ? overValueMessage(maxOrderPence, value, "checkout", currency) : null;
}
