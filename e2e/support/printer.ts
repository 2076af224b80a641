import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

const run = promisify(execFile);

/** What the owner types into a CloudPRNT printer: shown once, when it is added. */
export type PrinterSetup = { url: string; username: string; password: string };

/**
 * Adds a CloudPRNT printer for kitchen tickets on /admin/printers (the page is open) and reads
 * the credentials it shows once; answers them with the printer's row.
 */
export async function addCloudPrntPrinter(page: Page, name: string) {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Connects as").selectOption("cloudprnt");
  await expect(page.getByLabel("Kitchen tickets")).toBeChecked();
  await page.getByRole("button", { name: "Add printer" }).click();
  const panel = page.getByTestId("printer-setup");
  await expect(panel).toBeVisible();
  const setup: PrinterSetup = {
    url: (await panel.getByTestId("setup-url").textContent())!,
    username: (await panel.getByTestId("setup-username").textContent())!,
    password: (await panel.getByTestId("setup-password").textContent())!,
  };
  return { setup, row: page.getByTestId("printer-row").filter({ hasText: name }) };
}

/**
 * The CloudPRNT simulator of `npm run printer:simulate`, once: polls, prints what waits as the
 * paper would show it, confirms. `printed` is false when nothing waited (its exit code 2).
 */
export async function simulatePrinter(setup: PrinterSetup) {
  try {
    const { stdout } = await run(
      "npx",
      ["tsx", "--import", "./scripts/server-only-hook.mjs", "scripts/printer-simulate.ts", "--once"],
      {
        env: { ...process.env, PRINTER_URL: setup.url, PRINTER_USER: setup.username, PRINTER_PASSWORD: setup.password },
        timeout: 60_000,
      },
    );
    return { printed: true, stdout };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    if (failed.code === 2) return { printed: false, stdout: failed.stdout ?? "" };
    throw new Error(`the simulator failed: ${failed.stderr ?? String(err)}`);
  }
}
