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
