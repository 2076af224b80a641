import { toOrderLineView, type OrderLineView } from "../../line-view";
import type { TCustomerOrder, TTrackedOrder } from "./contract";

// The customer's orders in the screens' words. The wire says `grandTotal` here and `grandtotal`
// in the basket; the screens say `total` for both.

export type CustomerOrderView = Omit<TCustomerOrder, "_id" | "grandTotal" | "cartItem"> & {
  id: string;
  total: number;
  lines: OrderLineView[];
};

export type TrackedOrderView = CustomerOrderView & Pick<TTrackedOrder, "timeline" | "vat">;

export function toCustomerOrderView(order: TCustomerOrder): CustomerOrderView {
  const { _id, grandTotal, cartItem, ...rest } = order;
  return { ...rest, id: _id, total: grandTotal, lines: cartItem.Iteam.map(toOrderLineView) };
}

export function toTrackedOrderView(order: TTrackedOrder): TrackedOrderView {
  return { ...toCustomerOrderView(order), timeline: order.timeline, vat: order.vat };
}

/** A cash order not paid yet (decision 030): what to have ready, and when ("Pay £23.40 on delivery"). */
export function cashDueText(order: Pick<CustomerOrderView, "amountDue" | "fulfilment">, money: (major: number) => string): string {
  return `Pay ${money(order.amountDue)} ${order.fulfilment === "collection" ? "when you collect" : "on delivery"}`;
}
