/**
 * The moment of this request, for an admin page's server render. A function apart because React's
 * purity lint refuses `new Date()` in a component's body, and an awaited read keeps every status on
 * the page computed against one instant.
 */
export async function readRequestClock(): Promise<Date> {
  return new Date();
}
