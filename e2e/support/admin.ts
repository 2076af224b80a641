import type { APIRequestContext, Page } from "@playwright/test";
import { generate } from "otplib";
import { expect } from "./fixtures";
import { linkFromMail } from "./outbox";
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

const SETTINGS_TO_SAVE = [
  "prepMinutes",
  "deliveryMinutes",
  "busyExtraMinutes",
  "minimumAppliesToCollection",
  "deliverySlotCapacity",
  "collectionSlotCapacity",
] as const;

/** The store settings the admin's PUT takes, out of what its GET answers (which says more). */
export function settingsToSave(settings: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(SETTINGS_TO_SAVE.map((name) => [name, settings[name]]));
}

/**
 * Signs `page` in as a new manager with two-factor sign-in on (refunds need it): the E2E owner
 * invites them, the invitation link sets their password, two-factor is turned on through the
 * API, and the sign-in page is given a code from the same secret, as an authenticator app would.
 */
export async function signInWithTwoFactor(page: Page, request: APIRequestContext, next: string) {
  const owner = await adminToken(request);
  const username = `money-${Date.now().toString(36)}`;
  const email = `${username}@example.co.uk`;
  const password = "manager-pass-1";
  const invited = await request.post("/api/adminauth/staff", {
    headers: { authorization: `Bearer ${owner}` },
    data: { username, email, role: "manager" },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await linkFromMail(email, "/admin/invite");
  const accepted = await request.post(`/api/adminauth/staff/invite/${link.split("/").at(-1)}`, { data: { password } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const signedIn = await request.post("/api/adminauth/adminlogin", { data: { form: { username, password } } });
  const token = ((await signedIn.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}` };
  const setup = await request.post("/api/adminauth/2fa/setup", { headers: auth });
  const secret = ((await setup.json()) as { data: { secret: string } }).data.secret;
  const enabled = await request.post("/api/adminauth/2fa/enable", {
    headers: auth,
    data: { code: await generate({ secret }) },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);

  await page.goto(`/admin/sigIn?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const code = page.getByLabel(/^Code from your authenticator app/);
  await expect(code).toBeFocused();
  // The code of the window after the one used to turn it on: a code is good once.
  await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  return { username, password, secret };
}
