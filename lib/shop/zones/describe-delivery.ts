/**
 * The sentence the postcode box shows; the API sends the same one as its message. With the
 * zone's fee and minimum (already formatted) when it delivers.
 */
export function describeDelivery(postcode: string, zone: { feeText: string; minimumText: string } | null): string {
  return zone
    ? `Good news: we deliver to ${postcode}. Delivery ${zone.feeText}, minimum order ${zone.minimumText}.`
    : `Sorry, we don't deliver to ${postcode} yet. You can still collect your order from us on Regent Street.`;
}
