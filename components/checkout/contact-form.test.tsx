import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/test/components/fake-api";
import { ContactForm } from "./contact-form";

describe("the checkout's who-to-call form, by keyboard", () => {
  it("puts focus on the saved summary, and Change puts it in the name field: the pressed button goes each time", async () => {
    fakeApi({
      "PUT /api/auth/user/contact": ({ body }) => ({
        message: "Contact details saved.",
        data: { contactName: (body as { name: string }).name, phone: "07911123456" },
      }),
    });
    const user = userEvent.setup();
    render(<ContactForm initial={null} />);

    await user.click(screen.getByRole("textbox", { name: "Your name" }));
    await user.keyboard("Sam Taylor");
    await user.tab();
    await user.keyboard("07911 123456");
    await user.tab();
    expect(screen.getByRole("button", { name: "Save contact" })).toHaveFocus();
    await user.keyboard("{Enter}");

    const summary = await screen.findByTestId("contact-summary");
    expect(summary).toHaveTextContent("We will call Sam Taylor on");
    await waitFor(() => expect(summary).toHaveFocus());

    await user.tab();
    expect(screen.getByRole("button", { name: /^Change/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Your name" })).toHaveFocus());
  });
});
