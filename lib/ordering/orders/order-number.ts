/**
 * The order number customers and the kitchen say: "#1042", a running number given when the
 * order is paid (decision 032). An order never paid has none; it is shown by the random end
 * of its id ("#5f0c5468"), which only staff ever see.
 */
export function orderNumber(order: { id: string; number: number | null }): string {
  return order.number === null ? `#${order.id.slice(-8)}` : `#${order.number}`;
}
