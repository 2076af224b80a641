import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmailAddress, emailParts } from "./email-address";

describe("an e-mail address drawn to wrap", () => {
  it("may break after its '@' and dots, a short last label kept with the one before", () => {
    expect(emailParts("alexandra.featherstonehaugh-smith@longdomain-example.co.uk")).toEqual([
      "alexandra.",
      "featherstonehaugh-smith@",
      "longdomain-example.",
      "co.uk",
    ]);
    expect(emailParts("ann@example.museum")).toEqual(["ann@", "example.", "museum"]);
    expect(emailParts("a@b.com")).toEqual(["a@", "b.com"]);
  });

  it("reads and copies as the address itself: <wbr> adds no character", () => {
    const { container } = render(<EmailAddress address="ann.smith@example.co.uk" />);
    expect(container.textContent).toBe("ann.smith@example.co.uk");
    expect(container.querySelectorAll("wbr")).toHaveLength(3);
  });
});
