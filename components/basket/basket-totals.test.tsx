import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toBasketView } from "@/lib/api/store/cart/view";
import type { TBasket } from "@/lib/api/store/cart/contract";
import { wireBasket, wireLine } from "@/test/components/wire-basket";
import { MinimumOrderNotice } from "./basket-totals";

// A £8.99 small pizza in a £12.00 zone, with or without a free £13.99 large one (decision 116).
function basketOf(overrides: Partial<TBasket>) {
  return toBasketView({
    ...wireBasket([wireLine({ total: 8.99, unitPrice: 8.99, size: "small" })]),
    fulfilment: "delivery",
    minimumOrder: 12,
    ...overrides,
  });
}

describe("the minimum order notice", () => {
  it("says how much more the dishes need, as before, when no free dish is in the subtotal", () => {
    render(
      <MinimumOrderNotice basket={basketOf({ subtotal: 8.99, countedTowardsMinimum: 8.99, amountToMinimum: 3.01 })} />,
    );
    expect(screen.getByTestId("minimum-order-notice")).toHaveTextContent(
      /^Add £3\.01 more to reach the £12\.00 minimum order\.$/,
    );
  });

  it("says that a free dish does not count when it carries the subtotal over the minimum", () => {
    render(
      <MinimumOrderNotice basket={basketOf({ subtotal: 22.98, countedTowardsMinimum: 8.99, amountToMinimum: 3.01 })} />,
    );
    expect(screen.getByTestId("minimum-order-notice")).toHaveTextContent(
      /^Add £3\.01 more to reach the £12\.00 minimum order: free items from offers don't count towards it\.$/,
    );
  });

  it("says so too when the subtotal with the free dish is under the minimum: it plus the amount would not make it", () => {
    render(<MinimumOrderNotice basket={basketOf({ subtotal: 10, countedTowardsMinimum: 5, amountToMinimum: 7 })} />);
    expect(screen.getByTestId("minimum-order-notice")).toHaveTextContent(
      "Add £7.00 more to reach the £12.00 minimum order: free items from offers don't count towards it.",
    );
  });

  it("says nothing once the dishes chosen reach the minimum, free dish or not", () => {
    render(
      <MinimumOrderNotice basket={basketOf({ subtotal: 26.98, countedTowardsMinimum: 12.99, amountToMinimum: 0 })} />,
    );
    expect(screen.queryByTestId("minimum-order-notice")).toBeNull();
  });
});
