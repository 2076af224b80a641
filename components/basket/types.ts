import type { BasketDto, BasketLineDto } from "@/lib/basket/present";

// The basket exactly as the API answers it (lib/basket/present.ts): money in major units,
// every figure computed by the server.
export type TBasket = BasketDto;
export type TBasketLine = BasketLineDto;

export type TAddToBasketInput = {
  qty: number;
  /** What the screen showed (major units); the server checks it and prices the line itself. */
  total: number;
  subcategoryId: string | null;
  categoryItemId: string;
  size: TBasketLine["size"];
};

export type TBasketActionResult =
  | { ok: true; basket: TBasket; message: string; lineId?: string }
  | { ok: false; status: number; message: string; fieldErrors: Record<string, string> };
