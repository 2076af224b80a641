// Shared by server and browser code.

/** An area the shop delivers to (lib/shop/zones). Money in pence. */
export type DeliveryZone = {
  id: string;
  name: string;
  outwardCodes: string[];
  feePence: number;
  minimumOrderPence: number;
  extraMinutes: number;
  isActive: boolean;
};

export type DeliveryZoneInput = Omit<DeliveryZone, "id">;

export const MAX_EXTRA_MINUTES = 180;
