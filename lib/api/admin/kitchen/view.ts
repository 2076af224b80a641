import type { TKitchenStatus } from "./contract";

// What the orders board shows beside the orders, in the screens' words.

export type KitchenPrinterView = Omit<TKitchenStatus["printers"][number], "_id"> & { id: string };
export type KitchenStatusView = Omit<TKitchenStatus, "printers"> & { printers: KitchenPrinterView[] };

export function toKitchenStatusView(status: TKitchenStatus): KitchenStatusView {
  return { ...status, printers: status.printers.map(({ _id, ...p }) => ({ ...p, id: _id })) };
}
