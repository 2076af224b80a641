import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as Navigation from "next/navigation";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/test/components/fake-api";
import { ManageMenu } from "./manage-menu";

// The items or subcategories of a category that did not come: Try again only where another try
// may answer otherwise (the convention of LoadFailed), sign in again on a 401.

// ManageMenu keeps its choice in the URL, which needs the app router; the page is the real one.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  useRouter: () => ({ replace: vi.fn() }),
  usePathname: () => "/admin/Managefoodcategory",
}));

const CATEGORY_ID = "0193f2a4-7c1e-7b3a-9d4e-2f6a8b1c3d5e";
const ITEMS = `GET /api/admin/foodCategoryItemdata/${CATEGORY_ID}`;
const SUBCATEGORIES = `GET /api/admin/subfoodCategorydata/${CATEGORY_ID}`;

function showList(type: "item" | "subcategory") {
  render(
    <ManageMenu
      categories={[{ _id: CATEGORY_ID, Categoryname: "Pizzas" }]}
      currency="GBP"
      initialType={type}
      initialCategoryId={CATEGORY_ID}
    />,
  );
  return screen.findByRole("alert");
}

describe("a menu list that did not come", () => {
  it("says a refusal in the server's words, with nothing to try again", async () => {
    fakeApi({ [ITEMS]: () => ({ status: 403, message: "Your role (Kitchen) cannot do this. Ask the owner." }) });
    const failed = await showList("item");
    expect(failed).toHaveTextContent("Your role (Kitchen) cannot do this. Ask the owner.");
    expect(within(failed).queryByRole("button")).toBeNull();
  });

  it("says what a 400 said of the category, not its general words, with nothing to try again", async () => {
    fakeApi({
      [SUBCATEGORIES]: () => ({
        status: 400,
        message: "Check the highlighted fields and try again.",
        data: { categoryId: "Malformed category id." },
      }),
    });
    const failed = await showList("subcategory");
    expect(failed).toHaveTextContent("Malformed category id.");
    expect(within(failed).queryByRole("button")).toBeNull();
  });

  it("offers Try again when the server failed, and asks again", async () => {
    let isFailing = true;
    const api = fakeApi({
      [ITEMS]: () => (isFailing ? { status: 500, message: "Internal Server Error" } : { data: { categoryIteam: [] } }),
    });
    const failed = await showList("item");
    expect(failed).toHaveTextContent("The list could not be loaded.");
    expect(failed).not.toHaveTextContent("Internal Server Error");
    const asked = api.calls.length;
    isFailing = false;
    await userEvent.click(within(failed).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("This category has no items yet.")).toBeInTheDocument();
    expect(api.calls.length).toBe(asked + 1);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks to sign in again, back to this page, when the session has ended, rather than to try again", async () => {
    fakeApi({ [ITEMS]: () => ({ status: 401, message: "Please sign in as an admin." }) });
    const failed = await showList("item");
    expect(failed).toHaveTextContent("You have been signed out.");
    expect(within(failed).getByRole("link", { name: "Sign in again" })).toHaveAttribute(
      "href",
      "/admin/sigIn?next=%2Fadmin%2FManagefoodcategory",
    );
    expect(within(failed).queryByRole("button", { name: "Try again" })).toBeNull();
  });
});
