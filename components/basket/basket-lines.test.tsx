import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MAX_QTY } from "@/lib/ordering/shared";
import { fakeApi } from "@/test/components/fake-api";
import { wireBasket, wireLine } from "@/test/components/wire-basket";
import { BasketLines } from "./basket-lines";
import { BasketProvider, useBasket } from "./basket-provider";

function LinesOfTheBasket() {
  const { basket } = useBasket();
  if (!basket) return <p>Loading</p>;
  return <BasketLines lines={basket.lines} currency={basket.currency} emptyText="Your basket is empty." />;
}

function renderBasket() {
  return render(
    <BasketProvider ownerKey={null}>
      <LinesOfTheBasket />
    </BasketProvider>,
  );
}

const LINE_ID = "11111111-1111-4111-8111-111111111111";

describe("the basket's quantity steppers", () => {
  it("raise and lower a line's quantity through the API, and show the basket it answers", async () => {
    let line = wireLine({ qty: 1, total: 12.5 });
    const api = fakeApi({
      "GET /api/cart/cartdetail": () => ({ data: wireBasket([line]) }),
      [`POST /api/cart/updateCartQty/${LINE_ID}`]: ({ body }) => {
        const qty = (body as { qty: number }).qty;
        line = wireLine({ qty, total: 12.5 * qty });
        return { data: wireBasket([line]) };
      },
    });
    renderBasket();

    const group = await screen.findByRole("group", { name: "Quantity of Margherita – Large, Thin Crust" });
    const decrease = within(group).getByRole("button", { name: "Decrease quantity" });
    const increase = within(group).getByRole("button", { name: "Increase quantity" });
    expect(decrease).toHaveAttribute("aria-disabled", "true");

    // At one, lowering is refused on the page: no request.
    await userEvent.click(decrease);
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await userEvent.click(increase);
    await waitFor(() => expect(screen.getByTestId("basket-line-qty")).toHaveTextContent("2"));
    expect(api.calls.at(-1)).toMatchObject({ method: "POST", body: { qty: 2 } });
    expect(screen.getByTestId("basket-line-total")).toHaveTextContent("£25.00");
    expect(screen.getByText("Margherita – Large, Thin Crust: quantity 2.")).toHaveAttribute("role", "status");
    expect(decrease).toHaveAttribute("aria-disabled", "false");

    await userEvent.click(decrease);
    await waitFor(() => expect(screen.getByTestId("basket-line-qty")).toHaveTextContent("1"));
    expect(api.calls.at(-1)).toMatchObject({ method: "POST", body: { qty: 1 } });
  });

  it("stop at the most of one item", async () => {
    const api = fakeApi({ "GET /api/cart/cartdetail": () => ({ data: wireBasket([wireLine({ qty: MAX_QTY })]) }) });
    renderBasket();

    const increase = await screen.findByRole("button", { name: "Increase quantity" });
    expect(increase).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(increase);
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("show the server's refusal and keep the quantity", async () => {
    fakeApi({
      "GET /api/cart/cartdetail": () => ({ data: wireBasket([wireLine({ qty: 2 })]) }),
      [`POST /api/cart/updateCartQty/${LINE_ID}`]: () => ({
        status: 400,
        message: "Please check the highlighted fields.",
        data: { qty: "This dish has sold out." },
      }),
    });
    renderBasket();

    await userEvent.click(await screen.findByRole("button", { name: "Increase quantity" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This dish has sold out.");
    expect(screen.getByTestId("basket-line-qty")).toHaveTextContent("2");
  });
});
