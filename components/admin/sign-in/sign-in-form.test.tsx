import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/test/components/fake-api";
import { AdminSignInForm } from "./sign-in-form";

// What a member of staff reads when the sign-in is refused: a wrong password, or an account the
// owner suspended, which a right password must not make look like a typing mistake.

async function signIn(password: string) {
  render(<AdminSignInForm next="/admin/orders" />);
  await userEvent.type(screen.getByLabelText(/^Username/), "counter-1");
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
  return screen.findByTestId("sign-in-error");
}

describe("the admin's sign-in form", () => {
  it("says a suspended account is suspended", async () => {
    fakeApi({
      "POST /api/adminauth/adminlogin": () => ({ status: 401, message: "This account is suspended. Ask the owner." }),
    });
    expect(await signIn("a-good-password-1")).toHaveTextContent("This account is suspended. Ask the owner.");
  });

  it("says a wrong password is a wrong username or password", async () => {
    fakeApi({ "POST /api/adminauth/adminlogin": () => ({ status: 401, message: "Invalid username or password." }) });
    expect(await signIn("not-the-password")).toHaveTextContent("Invalid username or password.");
  });
});
