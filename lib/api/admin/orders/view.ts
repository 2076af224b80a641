import { toOrderLineView, type OrderLineView } from "../../line-view";
import type { TAdminOrderDto, TAdminOrderLineDto, TBoardOrderDto, TOrderDetailDto } from "./contract";

// Orders as the admin's screens name them, made from the admin's order payloads.

export type AdminOrderLineView = OrderLineView & {
  /** What of this line was sold out or withdrawn when the payment arrived; empty when nothing. */
  unavailableAtPayment: string[];
};

type Renamed = "_id" | "grandtotal" | "Iteam" | "address";

export type AdminOrderView = Omit<TAdminOrderDto, Renamed> & {
  id: string;
  total: number;
  /** The delivery address; null when the order has none. */
  address: string | null;
  lines: AdminOrderLineView[];
};

export type BoardOrderView = Omit<TBoardOrderDto, Renamed> & AdminOrderView;

export type OrderDetailLineView = AdminOrderLineView & { paid: number; refunded: boolean };
export type OrderDetailView = Omit<TOrderDetailDto, Renamed> &
  Omit<AdminOrderView, "lines"> & { lines: OrderDetailLineView[] };

const toAdminLine = (line: TAdminOrderLineDto): AdminOrderLineView => ({
  ...toOrderLineView(line),
  unavailableAtPayment: line.unavailableAtPayment,
});

function renamed<T extends Pick<TAdminOrderDto, Renamed>>(order: T) {
  const { _id, grandtotal, Iteam, address, ...rest } = order;
  return { rest, id: _id, total: grandtotal, address: address.address || null, Iteam };
}

export function toAdminOrderView<T extends TAdminOrderDto>(order: T): Omit<T, Renamed> & AdminOrderView {
  const { rest, Iteam, ...names } = renamed(order);
  return { ...rest, ...names, lines: Iteam.map(toAdminLine) };
}

export function toBoardOrderView(order: TBoardOrderDto): BoardOrderView {
  return toAdminOrderView(order);
}

export function toOrderDetailView(order: TOrderDetailDto): OrderDetailView {
  const { rest, ...names } = renamed(order);
  const { Iteam: _lines, ...others } = names;
  return {
    ...rest,
    ...others,
    lines: order.Iteam.map((line) => ({ ...toAdminLine(line), paid: line.paid, refunded: line.refunded })),
  };
}
