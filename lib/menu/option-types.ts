import type { VatClass } from "@/lib/platform/vat";
import type { Size } from "./types";

/** An option as the menu offers it; money in pence. */
export type OptionView = {
  id: string;
  name: string;
  /** Holds for every size not in `prices`. */
  pricePence: number;
  /** Only the sizes whose price differs from `pricePence`. */
  prices: { size: Size; pricePence: number }[];
  allergens: string[];
  available: boolean;
  vatClass: VatClass;
};

export type OptionGroupView = {
  id: string;
  name: string;
  min: number;
  max: number;
  /** Where the group is set: on the dish itself, or on its whole category. */
  scope: "item" | "category";
  options: OptionView[];
};

/** An extra as it is on a basket line or frozen on an order line. */
export type ChosenExtra = {
  optionId: string;
  group: string;
  name: string;
  /** The price for the line's size, per unit. */
  pricePence: number;
  vatClass: VatClass;
  /** Frozen on an order line with the class (decision 034); absent on a basket line, and on lines ordered before VAT classes. */
  vatRateBasisPoints?: number;
};
