import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { DateTime } from "luxon";
import { adminToken, signInAsAdmin } from "./support/admin";
import { ANY_WIDTH, expect, test } from "./support/fixtures";

// Issue 13: the admin's sold-out toggle asks until when. "The next opening" is worked out by the
// server from the store's hours (seeded at first start); "until I set it back" has no end.

type TItem = { _id: string; categoryItemName: string; soldOut: boolean; soldOutUntil: string | null };

const DISH = "BBQ Chicken";

async function pizzas(request: APIRequestContext) {
  const menu = (
    (await (await request.get("/api/admin/categorydata")).json()) as {
      data: { _id: string; Categoryname: string; categoryIteam: TItem[] }[];
    }
  ).data;
  const category = menu.find((c) => c.Categoryname === "Pizzas")!;
  return { category, dish: category.categoryIteam.find((i) => i.categoryItemName === DISH)! };
}

async function readItem(request: APIRequestContext, id: string): Promise<TItem> {
  return ((await (await request.get(`/api/admin/categoryItembyId/${id}`)).json()) as { data: TItem }).data;
}

test(
  "the sold-out toggle: until the next opening (the server's time), or until set back",
  { tag: ANY_WIDTH },
  async ({ page, request }, testInfo) => {
    const project = testInfo.project.name;
    const { category, dish } = await pizzas(request);
    const token = await adminToken(request);

    await signInAsAdmin(page, `/admin/Managefoodcategory?type=categoryIteam&category=${category._id}`);
    const card = page.getByTestId("item-card").filter({ has: page.getByRole("heading", { name: DISH, exact: true }) });
    const until = card.getByLabel(`Sold out until (${DISH})`);
    const soldOut = card.getByRole("button", { name: `Sold out (${DISH})` });
    const status = card.getByTestId("availability-status");
    await expect(until).toHaveValue("next_opening");
    await card.scrollIntoViewIfNeeded();
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="availability"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await card.screenshot({ path: testInfo.outputPath(`sold-out-choice-${project}.png`) });

    try {
      // The next opening: the answer's time, shown in London time; the choice goes while sold out.
      await soldOut.click();
      await expect(soldOut).toHaveAttribute("aria-pressed", "true");
      await expect(until).toHaveCount(0);
      const sold = await readItem(request, dish._id);
      expect(sold.soldOut).toBe(true);
      expect(sold.soldOutUntil).not.toBeNull();
      const back = DateTime.fromISO(sold.soldOutUntil!);
      expect(back.toMillis()).toBeGreaterThan(Date.now());
      expect(back.diffNow("days").days).toBeLessThan(15);
      const clock = back.setZone("Europe/London").toFormat("HH:mm");
      await expect(status).toHaveText(
        new RegExp(`^${DISH}: Marked sold out until (today|tomorrow|on [\\w ]+) at ${clock}\\.$`),
      );
      await page.screenshot({ path: testInfo.outputPath(`sold-out-next-opening-${project}.png`) });

      // A reload reads the same from the menu.
      await page.reload();
      await expect(status).toHaveText(new RegExp(`^Sold out until (today|tomorrow|on [\\w ]+) at ${clock}\\.$`));

      // Back on sale, then sold out until set back.
      await soldOut.click();
      await expect(soldOut).toHaveAttribute("aria-pressed", "false");
      await expect(status).toHaveText(`${DISH}: Back on sale.`);
      await until.selectOption({ label: "I set it back" });
      await soldOut.click();
      await expect(soldOut).toHaveAttribute("aria-pressed", "true");
      await expect(status).toHaveText(`${DISH}: Marked sold out.`);
      expect(await readItem(request, dish._id)).toMatchObject({ soldOut: true, soldOutUntil: null });
      await page.reload();
      await expect(status).toHaveText("Sold out until you set it back.");
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`sold-out-set-back-${project}.png`) });
    } finally {
      // Back on sale, so the other specs see the menu as seeded.
      const res = await request.patch("/api/adminauth/menu/availability", {
        headers: { authorization: `Bearer ${token}` },
        data: { type: "item", id: dish._id, available: true },
      });
      expect(res.status()).toBe(200);
    }
  },
);
