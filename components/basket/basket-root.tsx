import type { ReactNode } from "react";
import { BasketScope } from "./basket-provider";

type TBasketRootProps = {
  children: ReactNode;
  /** The signed-in customer's id, or null: the basket reloads when it changes (sign in or out). */
  ownerKey: string | null;
};

/**
 * Holds the basket for everything inside it. Mount it once around the whole site (header
 * included) so the header's count, the cart modal and the order page share one basket; pages
 * that mount it too (/order, /checkout) then reuse that one instead of loading their own.
 */
export function BasketRoot({ children, ownerKey }: TBasketRootProps) {
  return <BasketScope ownerKey={ownerKey}>{children}</BasketScope>;
}
