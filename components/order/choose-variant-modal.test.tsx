import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BasketProvider } from "@/components/basket/basket-provider";
import type { CategoryItemView, OptionGroupView } from "@/lib/menu/shared";
import { fakeApi } from "@/test/components/fake-api";
import { dishView } from "@/test/dish-view";
import { wireBasket, wireLine } from "@/test/components/wire-basket";
import { ChooseVariantModal } from "./choose-variant-modal";
import type { TVariant } from "./load-variants";

const CHEESE: OptionGroupView = {
  id: "55555555-5555-4555-8555-555555555555",
  name: "Cheese",
  min: 0,
  max: 2,
  scope: "item",
  options: [
    // £1.00 in general, £1.50 on a large.
    {
      id: "66666666-6666-4666-8666-666666666661",
      name: "Extra mozzarella",
      pricePence: 100,
      prices: [{ size: "large", pricePence: 150 }],
      allergens: [],
      available: true,
      vatClass: "standard",
    },
    {
      id: "66666666-6666-4666-8666-666666666662",
      name: "Feta",
      pricePence: 80,
      prices: [],
      allergens: [],
      available: true,
      vatClass: "standard",
    },
  ],
};

function dish(extras: OptionGroupView[] = []): CategoryItemView {
  return dishView({
    id: "33333333-3333-4333-8333-333333333333",
    categoryId: "77777777-7777-4777-8777-777777777777",
    name: "Margherita",
    pricing: [
      { size: "medium", pricePence: 999 },
      { size: "large", pricePence: 1250 },
    ],
    extras,
  });
}

function variant(id: string, name: string, available = true): TVariant {
  return {
    id,
    categoryId: "77777777-7777-4777-8777-777777777777",
    name,
    image: "/dish-default.svg",
    coverImage: null,
    allergensAdded: [],
    allergensRemoved: [],
    available,
    soldOut: !available,
    soldOutUntil: null,
    hidden: false,
  };
}

const THIN = "22222222-2222-4222-8222-222222222222";
const STUFFED = "22222222-2222-4222-8222-222222222223";

function renderModal(item: CategoryItemView, onAdded = vi.fn()) {
  render(
    <BasketProvider ownerKey={undefined}>
      <ChooseVariantModal
        item={item}
        size="large"
        variants={[variant(THIN, "Thin Crust"), variant(STUFFED, "Stuffed Crust", false)]}
        currency="GBP"
        onClose={vi.fn()}
        onAdded={onAdded}
      />
    </BasketProvider>,
  );
  return onAdded;
}

const total = () => screen.getByTestId("variant-modal-total").textContent;

describe("the variant modal's total", () => {
  it("is nothing until a variant is chosen, then the size's price times the quantity", async () => {
    fakeApi({});
    renderModal(dish());

    expect(total()).toBe("£0.00");
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByTestId("variant-modal-hint")).toHaveTextContent("Please select an item first");
    expect(screen.getByRole("radio", { name: /Stuffed Crust/ })).toBeDisabled();

    await userEvent.click(screen.getByRole("radio", { name: /Thin Crust/ }));
    expect(total()).toBe("£12.50");
    await userEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    await userEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(screen.getByTestId("variant-modal-qty")).toHaveTextContent("3");
    expect(total()).toBe("£37.50");
    await userEvent.click(screen.getByRole("button", { name: "Decrease quantity" }));
    expect(total()).toBe("£25.00");
  });

  it("is said when an extra changes it, whole, by a screen reader staying on the extra", async () => {
    fakeApi({});
    renderModal(dish([CHEESE]));

    await userEvent.click(screen.getByRole("radio", { name: /Thin Crust/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Extra mozzarella/ }));
    const region = screen.getByTestId("variant-modal-total").closest("[aria-live]");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toHaveAttribute("aria-atomic", "true");
    expect(region).toHaveTextContent("Total £14.00");
  });

  it("adds the chosen extras at the line's size, and sends what it showed", async () => {
    const api = fakeApi({
      "POST /api/cart/addCart": () => {
        const basket = wireBasket([wireLine({ qty: 2, total: 32.6 })]);
        return { data: { _id: basket._id, Iteam: [basket.Iteam[0]!._id], lineId: basket.Iteam[0]!._id, basket } };
      },
    });
    const onAdded = renderModal(dish([CHEESE]));

    await userEvent.click(screen.getByRole("radio", { name: /Thin Crust/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Extra mozzarella/ }));
    expect(total()).toBe("£14.00");
    await userEvent.click(screen.getByRole("checkbox", { name: /Feta/ }));
    expect(total()).toBe("£14.80");
    await userEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(total()).toBe("£29.60");

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(api.calls[0]).toMatchObject({
      method: "POST",
      path: "/api/cart/addCart",
      body: {
        qty: 2,
        total: 29.6,
        subcategoryId: THIN,
        size: "large",
        extras: CHEESE.options.map((option) => option.id),
      },
    });
  });

  it("names the group whose rule is not met yet", async () => {
    fakeApi({});
    renderModal(dish([{ ...CHEESE, name: "Base", min: 1, max: 1 }]));

    await userEvent.click(screen.getByRole("radio", { name: /Thin Crust/ }));
    expect(screen.getByTestId("variant-modal-hint")).toHaveTextContent("Base: choose one");
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.click(screen.getByRole("radio", { name: /Feta/ }));
    expect(screen.queryByTestId("variant-modal-hint")).toBeNull();
    expect(total()).toBe("£13.30");
  });
});

describe("the variant modal's allergens", () => {
  const SAUCES: OptionGroupView = {
    id: "55555555-5555-4555-8555-555555555556",
    name: "Dips",
    min: 0,
    max: 2,
    scope: "item",
    options: [
      {
        id: "66666666-6666-4666-8666-666666666663",
        name: "Pesto drizzle",
        pricePence: 60,
        prices: [],
        allergens: ["nuts", "milk"],
        available: true,
        vatClass: "standard",
      },
      {
        id: "66666666-6666-4666-8666-666666666664",
        name: "Chilli oil",
        pricePence: 0,
        prices: [],
        allergens: [],
        available: true,
        vatClass: "standard",
      },
    ],
  };
  const line = () => screen.getByTestId("variant-modal-allergens").querySelector("[data-testid=allergen-line]")!;

  it("says what an extra contains before it is chosen, and the line's allergens with it once chosen, as the basket will", async () => {
    fakeApi({});
    renderModal({ ...dish([SAUCES]), allergens: ["gluten"] });

    // Each extra says what it brings; one with none says nothing.
    expect(screen.getByRole("checkbox", { name: /Pesto drizzle/ })).toHaveAccessibleName(
      expect.stringMatching(/Contains milk, nuts/),
    );
    expect(screen.getAllByTestId("extra-allergens")).toHaveLength(1);

    await userEvent.click(screen.getByRole("radio", { name: /Thin Crust/ }));
    expect(line()).toHaveTextContent("Contains: Gluten ·");
    await userEvent.click(screen.getByRole("checkbox", { name: /Pesto drizzle/ }));
    // Was "Contains: Gluten" with the pesto ticked: the nuts showed only in the basket, after adding.
    expect(line()).toHaveTextContent("Contains: Gluten, Milk, Nuts ·");
    await userEvent.click(screen.getByRole("checkbox", { name: /Pesto drizzle/ }));
    expect(line()).toHaveTextContent("Contains: Gluten ·");
  });

  it("shows only the dish's labels the line still meets: no 'Gluten free' once a choice brings gluten", async () => {
    fakeApi({});
    const labels = () =>
      [...screen.getByTestId("variant-modal-allergens").querySelectorAll("[data-dietary]")].map((l) => l.textContent);
    render(
      <BasketProvider ownerKey={undefined}>
        <ChooseVariantModal
          item={{ ...dish([SAUCES]), dietary: ["vegetarian", "vegan", "gluten_free"], mayContain: ["gluten", "milk"] }}
          size="large"
          variants={[
            variant(THIN, "Plain"),
            { ...variant(STUFFED, "Salt & vinegar"), allergensAdded: ["gluten", "sulphites"] },
          ]}
          currency="GBP"
          onClose={vi.fn()}
          onAdded={vi.fn()}
        />
      </BasketProvider>,
    );
    expect(labels()).toEqual(["Vegetarian", "Vegan", "Gluten free"]);
    await userEvent.click(screen.getByRole("radio", { name: /Salt & vinegar/ }));
    // Was "Vegetarian · Vegan · Gluten free" above "Contains: Gluten, Sulphites · May contain: Gluten, Milk".
    expect(labels()).toEqual(["Vegetarian", "Vegan"]);
    expect(
      screen.getByTestId("variant-modal-allergens").querySelector("[data-testid=allergen-line]"),
    ).toHaveTextContent("Contains: Gluten, Sulphites · May contain: Milk ·");
    await userEvent.click(screen.getByRole("checkbox", { name: /Pesto drizzle/ }));
    expect(labels()).toEqual(["Vegetarian"]);
    await userEvent.click(screen.getByRole("radio", { name: /Plain/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Pesto drizzle/ }));
    expect(labels()).toEqual(["Vegetarian", "Vegan", "Gluten free"]);
  });
});
