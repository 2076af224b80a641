import { signUpFromOwnAddress } from "./support/customer-api";
import AxeBuilder from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { E2E_ADMIN } from "../playwright.config";
import { countMailsTo, linkFromMail } from "./support/outbox";

// The admin's e-mail log: a customer's sign-up mail shows there as sent, and the admin sends
// it again; the customer's outbox gets a second mail with a new link, the first one void
// (decision 114).

async function signInAsAdmin(page: Page, next: string) {
  await page.goto(`/admin/sigIn?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
}

test.describe("[ADMIN] [EMAIL] the e-mail log", () => {
  test("shows a customer's sign-up mail as sent and sends it again", async ({ page }, testInfo) => {
    const email = `mail-log-${randomUUID().slice(0, 8)}@example.co.uk`;
    const form = { username: "Ayesha", email, password: "log-pass-1" };
    const signUp = await signUpFromOwnAddress(form);
    expect(signUp.status, signUp.text).toBe(201);
    const link = await linkFromMail(email, "/auth/verifyemail");

    const isPhone = testInfo.project.name === "phone";
    await signInAsAdmin(page, "/admin/dashboard");
    if (isPhone) await page.goto("/admin/emails");
    else await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "E-mails" }).click();
    await expect(page).toHaveURL(/\/admin\/emails$/);
    await expect(page.getByRole("heading", { level: 1, name: "E-mails" })).toBeVisible();

    const entry = page.getByTestId(isPhone ? "email-card" : "email-row").filter({ hasText: email });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("Verify your email for Tasty Slice");
    await expect(entry.getByTestId("email-status")).toHaveText("Sent");
    await page.screenshot({ path: testInfo.outputPath(`email-log-${testInfo.project.name}.png`), fullPage: true });
    const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await entry.getByRole("button", { name: `Resend the e-mail to ${email}` }).click();
    // A verification mail goes again with a new link (decision 114), and the page says so.
    await expect(page.getByTestId("email-log-announcement")).toHaveText(
      `A new verification link is on its way to ${email}. It works once, for 24 hours; the link in the earlier e-mail no longer works.`,
    );
    const both = page.getByTestId(isPhone ? "email-card" : "email-row").filter({ hasText: email });
    await expect(both).toHaveCount(2);
    // The copy goes out by itself: the page looks again until it has.
    await expect(both.first().getByTestId("email-status")).toHaveText("Sent");
    await expect(both.first()).toContainText(isPhone ? "sent again by an admin" : "(sent again)");
    await expect.poll(() => countMailsTo(email)).toBe(2);
    expect(await linkFromMail(email, "/auth/verifyemail", 1)).not.toBe(link);
    await page.screenshot({
      path: testInfo.outputPath(`email-log-resent-${testInfo.project.name}.png`),
      fullPage: true,
    });
  });
});
