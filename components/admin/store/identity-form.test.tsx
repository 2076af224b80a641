import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as Navigation from "next/navigation";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/test/components/fake-api";
import { IdentityForm } from "./identity-form";

// The form refreshes the admin's server-drawn header after a save, which needs the app router.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  useRouter: () => ({ refresh: vi.fn() }),
}));

// A real form, submitted as a user submits it: a value its schema leaves unworded reads in the
// shop's UK English, as the server would say it (decision 083), not in zod's "Invalid input:
// expected string, received number". Every rule a user can break by typing is worded by the
// schemas themselves, so the bad value comes in as the form's starting value (a company number
// that is not text), which the form shows and submits unchanged.

const INITIAL = {
  name: "Spice Garden",
  logo: null,
  address: "1 High Street, London E1 6AN",
  phone: "020 7946 0000",
  email: "orders@example.co.uk",
  companyNumber: 12345678 as unknown as string,
  vatNumber: null,
};

describe("IdentityForm", () => {
  it("words what its schema leaves unworded as the server does", async () => {
    const { calls } = fakeApi({});
    render(<IdentityForm initial={INITIAL} />);
    await userEvent.click(screen.getByRole("button", { name: "Save shop details" }));

    expect(await screen.findByText("This must be text.")).toBeVisible();
    expect(document.body.textContent).not.toMatch(/Invalid input|expected \w+, received/);
    // The browser's check stopped it: nothing was sent.
    expect(calls).toEqual([]);
  });
});
