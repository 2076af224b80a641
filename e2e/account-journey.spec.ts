import { randomUUID } from "node:crypto";
import { ANY_WIDTH, expect, test } from "./support/fixtures";
import sharp from "sharp";
import { countMailsTo, linkFromMail } from "./support/outbox";
import { refuseChunksContaining } from "./support/refuse-chunk";

test.describe("[ACCOUNT] a customer's account from sign-up to a forgotten password", () => {
  test("sign up with an avatar, verify, sign in, see the header, profile, log out; forgot and reset", async ({
    page,
    baseURL,
  }, testInfo) => {
    const email = `e2e-${randomUUID().slice(0, 8)}@example.co.uk`;
    const username = "Sienna";
    const avatar = testInfo.outputPath("avatar.png");
    await sharp({ create: { width: 300, height: 300, channels: 3, background: "#2e86de" } })
      .png()
      .toFile(avatar);

    // Sign up with a picture.
    await page.goto("/auth/SignUp");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("first-pass-1");
    await page.getByLabel(/Profile image/).setInputFiles(avatar);
    await expect(page.getByTestId("image-preview")).toHaveAttribute("src", /^blob:/);
    await page.getByRole("button", { name: "Create account" }).click();
    const created = page.getByTestId("dialog");
    await expect(created).toContainText("Account created successfully. Please verify your email.");
    await created.getByRole("button").last().click();
    await expect(page).toHaveURL(/\/auth\/verifyemail$/);

    // Signing in before verifying is refused with its own message.
    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("first-pass-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("dialog")).toContainText("Please verify your email before signing in.");
    await page.keyboard.press("Escape");

    // Open the mail and follow its link.
    await page.goto(await linkFromMail(email, "/auth/verifyemail"));
    await expect(page.getByTestId("verify-email-status")).toContainText("Email verified successfully");
    await page.getByRole("link", { name: /sign in now/i }).click();
    await expect(page).toHaveURL(/\/auth$/);

    // Sign in: the header shows the avatar and name.
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("first-pass-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const account =
      testInfo.project.name === "phone"
        ? page.getByTestId("mobile-account-link")
        : page.getByRole("navigation", { name: "Main" }).getByTestId("account-link");
    await expect(account).toBeVisible();
    if (testInfo.project.name !== "phone") await expect(account).toContainText(username);
    // The header learns the customer from GET /api/auth/viewer, whose picture URLs are absolute.
    await expect(account.locator("img")).toHaveAttribute("src", new RegExp(`^${baseURL}/media/avatars/.+\\.webp$`));
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "next-auth.session-token")).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
    });

    // Profile, then log out: the profile is closed again.
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/profile$/);
    await page.screenshot({ path: testInfo.outputPath(`profile-${testInfo.project.name}.png`), fullPage: true });
    await page.getByTestId("logout-button").click();
    await expect(page.getByTestId("dialog")).toContainText("You have been logged out.");
    await page.getByTestId("dialog").getByRole("button").last().click();
    await expect(page).toHaveURL(/\/auth/);
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);

    // Forgot the password: the mailed link sets a new one.
    const before = await countMailsTo(email);
    await page.goto("/auth");
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    await expect(page).toHaveURL(/\/auth\/ForgottePassword$/);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: /send|reset|submit/i }).click();
    await expect(page.getByTestId("dialog")).toBeVisible();
    await page.getByTestId("dialog").getByRole("button").last().click();
    await expect(page).toHaveURL(/\/auth\/NewPassword$/);
    await page.goto(await linkFromMail(email, "/auth/NewPassword", before));
    await page.getByLabel("New password", { exact: true }).fill("second-pass-2");
    await page.getByRole("button", { name: /update|save|set|reset/i }).click();
    await expect(page.getByTestId("dialog")).toContainText("Password updated successfully.");
    await page.getByTestId("dialog").getByRole("button").last().click();
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("first-pass-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("dialog")).toContainText("Invalid credentials. Please try again.");
    await page.keyboard.press("Escape");
    await page.getByLabel("Password", { exact: true }).fill("second-pass-2");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe("[DIALOG] the message dialog's code comes when it is needed (issue 26)", { tag: ANY_WIDTH }, () => {
  test("without it (the connection dropped) the browser's own dialog says the same; with it back, the page's dialog", async ({
    page,
  }) => {
    const dialogCode = await refuseChunksContaining(page, '"alertdialog"');
    await page.goto("/auth");
    await page.getByLabel("Email").fill(`nobody-${randomUUID().slice(0, 8)}@example.co.uk`);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password-1");
    const native = page.waitForEvent("dialog");
    await page.getByRole("button", { name: "Sign in" }).click();
    const alert = await native;
    expect(alert.type()).toBe("alert");
    expect(alert.message()).toContain("Sign in failed");
    expect(alert.message()).toContain("Invalid credentials");
    await alert.accept();
    expect(dialogCode.refused()).toBeGreaterThan(0);
    await expect(page.getByTestId("dialog")).toHaveCount(0);

    await dialogCode.restore();
    await page.getByRole("button", { name: "Sign in" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign in failed" });
    await expect(dialog).toContainText("Invalid credentials");
    await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeFocused();
  });
});
