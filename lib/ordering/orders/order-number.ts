/**
 * The order number customers and the kitchen say: "#5f0c5468". Ids are UUIDv7, whose first
 * characters are a timestamp shared by orders of the same minute, so it takes the random end.
 */
export function orderNumber(id: string): string {
  return `#${id.slice(-8)}`;
}
