import { mkdirSync } from "node:fs";
import sharp from "sharp";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminToken, signInAsAdmin } from "./support/admin";
import { ANY_WIDTH, expect, test } from "./support/fixtures";
import { closedNow, type Timetable } from "./support/trading";

// Issue 25: the shop can be reached. Its identity is the owner's setting: changed on the admin's
// Store screen, it is what every customer page shows (footer, allergens, /restaurant); and the
// home page says when the shop is paused or closed.

type TIdentity = {
  name: string;
  address: string;
  phone: string;
  email: string;
  companyNumber: string | null;
  vatNumber: string | null;
};

const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string, project: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: false });
}

async function readIdentity(request: APIRequestContext): Promise<TIdentity> {
  const res = await request.get("/api/store/identity");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: TIdentity }).data;
}

async function putIdentity(request: APIRequestContext, identity: TIdentity, { removeLogo = false } = {}) {
  const token = await adminToken(request);
  const res = await request.put("/api/adminauth/store/identity", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name: identity.name,
      address: identity.address,
      phone: identity.phone,
      email: identity.email,
      companyNumber: identity.companyNumber ?? "",
      vatNumber: identity.vatNumber ?? "",
      ...(removeLogo ? { removeLogo: "true" } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe("[IDENTITY] the shop's details are a setting", { tag: ANY_WIDTH }, () => {
  test("the owner changes the phone; the footer, the allergens page and /restaurant call the new number", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const before = await readIdentity(request);
    // A number of Ofcom's drama range.
    const phone = "020 7946 0128";
    const tel = `tel:${phone.replace(/\s/g, "")}`;
    try {
      await signInAsAdmin(page, "/admin/store");
      const form = page.getByTestId("identity-form");
      await expect(form).toHaveAttribute("data-hydrated", "true");
      await form.getByLabel(/^Phone/).fill("call us");
      await form.getByRole("button", { name: "Save shop details" }).click();
      await expect(form.getByText("Enter a phone number such as 020 7946 0000.")).toBeVisible();
      await form.getByLabel(/^Phone/).fill(phone);
      await form.getByRole("button", { name: "Save shop details" }).click();
      await expect(form.getByRole("status")).toHaveText("Shop details saved");
      await shot(page, "admin-shop-details", testInfo.project.name);

      await page.goto("/allergens");
      const call = page.getByTestId("allergens-phone");
      await expect(call).toHaveAttribute("href", tel);
      await expect(call).toHaveText(phone);
      await expect(page.getByText(/if your allergy is severe, please call us before you order on/)).toBeVisible();
      const footer = page.getByTestId("footer-shop-contact");
      await expect(footer.getByRole("link", { name: phone })).toHaveAttribute("href", tel);
      await expect(footer.getByRole("link", { name: before.email })).toHaveAttribute("href", `mailto:${before.email}`);
      await expect(footer).toContainText(before.name);
      await expect(footer).toContainText(before.address);
      await shot(page, "allergens", testInfo.project.name);
      await footer.scrollIntoViewIfNeeded();
      await shot(page, "footer", testInfo.project.name);

      // /restaurant is served from the page cache: the owner's save expired it.
      await page.goto("/restaurant");
      const card = page.getByTestId("restaurant-shop-contact");
      await expect(card.getByRole("link", { name: phone })).toHaveAttribute("href", tel);
      await expect(page.getByTestId("footer-shop-contact").getByRole("link", { name: phone })).toHaveAttribute(
        "href",
        tel,
      );
      await card.scrollIntoViewIfNeeded();
      await shot(page, "restaurant-contact", testInfo.project.name);
    } finally {
      await putIdentity(request, before);
    }
  });

  test("the owner's logo is the header's mark, fetched from its copy made for it", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const before = await readIdentity(request);
    const logo = testInfo.outputPath("logo.png");
    await sharp({ create: { width: 900, height: 300, channels: 3, background: "#fc8a06" } })
      .png()
      .toFile(logo);
    try {
      await signInAsAdmin(page, "/admin/store");
      const form = page.getByTestId("identity-form");
      await expect(form).toHaveAttribute("data-hydrated", "true");
      await form.getByLabel(/^Logo/).setInputFiles(logo);
      await form.getByRole("button", { name: "Save shop details" }).click();
      await expect(form.getByRole("status")).toHaveText("Shop details saved");
      await expect(form.getByRole("img", { name: "The shop's logo" })).toHaveAttribute("src", /-w480\.webp$/);

      // /restaurant is served from the page cache: the owner's save expired it. The mark is
      // 32-36 px: its 128 px copy, not the 480 px logo the API names (decision 077).
      await page.goto("/restaurant");
      const mark = page
        .getByRole("banner")
        .getByRole("link", { name: `${before.name} home` })
        .locator("img");
      await expect(mark).toHaveAttribute("src", /\/media\/shop\/logo-[0-9a-f-]{36}-w128\.webp$/);
      await expect.poll(() => mark.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(128);
      await expect(
        page
          .getByRole("contentinfo")
          .getByRole("link", { name: `${before.name} home` })
          .locator("img"),
      ).toHaveAttribute("src", /-w128\.webp$/);
    } finally {
      await putIdentity(request, before, { removeLogo: true });
    }
  });

  test("the home page says when online ordering is paused, and when the shop is closed", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const headers = { authorization: `Bearer ${await adminToken(request)}` };
    const notice = page.getByTestId("store-notice");

    const paused = await request.post("/api/adminauth/store/pause", { headers, data: { minutes: null } });
    expect(paused.status(), await paused.text()).toBe(200);
    try {
      await page.goto("/");
      await expect(notice).toContainText("We have paused online ordering for now");
      await shot(page, "home-paused", testInfo.project.name);
    } finally {
      const resumed = await request.post("/api/adminauth/store/pause", { headers, data: { minutes: 0 } });
      expect(resumed.status(), await resumed.text()).toBe(200);
    }

    // Yesterday and today closed (London): whatever the hour, the shop is closed now.
    const hours = ((await (await request.get("/api/adminauth/store/hours", { headers })).json()) as { data: Timetable })
      .data;
    const put = await request.put("/api/adminauth/store/hours", { headers, data: closedNow(hours) });
    expect(put.status(), await put.text()).toBe(200);
    try {
      await page.goto("/");
      await expect(notice).toContainText(/We are closed at the moment\. We open .+\. You can order ahead for later\./);
      await shot(page, "home-closed", testInfo.project.name);
    } finally {
      const restored = await request.put("/api/adminauth/store/hours", { headers, data: hours });
      expect(restored.status(), await restored.text()).toBe(200);
    }
  });
});
