import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { E2E_ADMIN } from "../../playwright.config";

export async function signInAsAdmin(page: Page, next: string) {
  await page.goto(`/admin/sigIn?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
}

/** An admin's bearer token for calling the admin API directly. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/adminauth/adminlogin", { data: { form: E2E_ADMIN } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}
