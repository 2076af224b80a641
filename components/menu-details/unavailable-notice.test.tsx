import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UnavailableNotice, unavailableReason } from "./unavailable-notice";

const OVER =
  "An online order can be at most £50.00 before offers and delivery; your basket comes to £59.96. Remove £9.96 to check out, or call the shop for a larger order.";

describe("what in the basket stops checkout", () => {
  it("is nothing for a basket within the bounds with every dish on sale", () => {
    expect(unavailableReason({ unavailableItems: [], overLimit: null })).toBeNull();
    const { container } = render(<UnavailableNotice basket={{ unavailableItems: [], overLimit: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("names the bound the server says the basket is over, as an alert", () => {
    render(<UnavailableNotice basket={{ unavailableItems: [], overLimit: OVER }} />);
    expect(screen.getByRole("alert")).toHaveTextContent(OVER);
  });

  it("asks first to remove the dishes gone sold out, which may also bring the basket within the bound", () => {
    expect(unavailableReason({ unavailableItems: ["Calzone", "Garlic Bread"], overLimit: OVER })).toBe(
      "Calzone and Garlic Bread are no longer available: remove them to check out.",
    );
  });
});
