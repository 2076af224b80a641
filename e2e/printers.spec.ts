import { adminToken, signInAsAdmin } from "./support/admin";
import { findSeriousViolations } from "./support/axe";
import { aLargePizza, createSignedInCustomer, placePaidOrder } from "./support/customer-api";
import { ANY_WIDTH, expect, test } from "./support/fixtures";
import { addCloudPrntPrinter, simulatePrinter } from "./support/printer";

// Kitchen printing (issue 23): the owner adds a printer and types its credentials into it; an
// accepted order comes out of it, here the CloudPRNT simulator of `npm run printer:simulate`.

test(
  "a printer added in the admin prints an accepted order by itself",
  { tag: ANY_WIDTH },
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page, "/admin/printers");
    await expect(page.getByRole("heading", { level: 1, name: "Printers" })).toBeVisible();
    expect(await findSeriousViolations(page), "the printers page").toEqual([]);

    // --- the owner adds the oven's printer: the credentials show once ---
    const name = `Oven ${testInfo.project.name}`;
    const { setup, row } = await addCloudPrntPrinter(page, name);
    expect(setup.url).toMatch(/\/api\/print\/cloudprnt$/);
    await expect(row).toContainText("Offline");
    expect(await findSeriousViolations(page), "the printers page with the credentials").toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`printers-${testInfo.project.name}.png`), fullPage: true });

    // --- an order is paid and accepted ---
    const customer = await createSignedInCustomer(request, "printer");
    const order = await placePaidOrder(request, customer, {
      ...(await aLargePizza(request)),
      qty: 1,
      address: "10 Downing Street, London SW1A 2AA",
    });
    const number = order.orderNumber;
    expect(number).toMatch(/^#\d{4,}$/);
    const headers = { Authorization: `Bearer ${await adminToken(request)}` };
    const accepted = await request.post(`/api/adminauth/orders/${order.orderId}/accept`, {
      headers,
      data: { prepMinutes: 20 },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    // --- the printer polls and prints it: at once, or, for an order ahead (the shop is closed
    // now), at its time before the slot; then the owner's reprint comes out at once ---
    let printed = await simulatePrinter(setup);
    if (!printed.printed) {
      const reprint = await request.post(`/api/adminauth/orders/${order.orderId}/print`, { headers, data: {} });
      expect(reprint.status(), await reprint.text()).toBe(200);
      printed = await simulatePrinter(setup);
      expect(printed.stdout).toContain("*** REPRINT ***");
    }
    expect(printed.printed).toBe(true);
    expect(printed.stdout).toContain(`Order ${number}`);
    expect(printed.stdout).toContain("PAID");
    expect(printed.stdout).toContain("Tel 07911 123456");

    // --- the page shows the printer as seen ---
    await page.reload();
    await expect(row).toContainText("Online");
    await expect(row).toContainText(/Last seen \d+ \w+, \d\d:\d\d/);

    // --- removed, it prints no more ---
    page.once("dialog", (d) => void d.accept());
    await row.getByRole("button", { name: `Remove ${name}` }).click();
    await expect(row).toHaveCount(0);
  },
);
