import type { APIRequestContext } from "@playwright/test";
import { adminToken } from "./support/admin";
import { ANY_WIDTH, expect, test } from "./support/fixtures";

// Decision 055: without Redis an API answer may reuse this process's read of the menu for up to
// 30 s. An admin's change must still be in the very next answer, not half a minute later.

type TItem = { _id: string; categoryItemName: string; soldOut: boolean; available: boolean };

// Each project its own dish: the two run at once against one server.
const DISH: Record<string, string> = {
  desktop: "Garlic Pizza Bread with Tomato",
  phone: "Cheesy Garlic Bread with Jalapeños",
};

async function garlicBreads(request: APIRequestContext): Promise<TItem[]> {
  const categories = (
    (await (await request.get("/api/admin/foodcategorydatashow")).json()) as {
      data: { _id: string; Categoryname: string }[];
    }
  ).data;
  const categoryId = categories.find((c) => c.Categoryname === "Garlic Bread")!._id;
  const res = await request.get(`/api/admin/foodCategoryItemdata/${categoryId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { categoryIteam: TItem[] } }).data.categoryIteam;
}

test(
  "[CATALOGUE] a dish marked sold out is sold out in the next menu answer, and back on sale in the one after",
  { tag: ANY_WIDTH },
  async ({ request }, info) => {
    const name = DISH[info.project.name]!;
    const dishIn = async () => (await garlicBreads(request)).find((i) => i.categoryItemName === name)!;
    // Asked twice: the second answer is the one a memo would give.
    expect(await dishIn()).toMatchObject({ soldOut: false, available: true });
    const dish = await dishIn();
    expect(dish).toMatchObject({ soldOut: false, available: true });

    const token = await adminToken(request);
    const setAvailable = (available: boolean) =>
      request.patch("/api/adminauth/menu/availability", {
        headers: { Authorization: `Bearer ${token}` },
        data: { type: "item", id: dish._id, available },
      });
    try {
      expect((await setAvailable(false)).status()).toBe(200);
      expect(await dishIn()).toMatchObject({ soldOut: true, available: false });
    } finally {
      expect((await setAvailable(true)).status()).toBe(200);
    }
    expect(await dishIn()).toMatchObject({ soldOut: false, available: true });
  },
);
