import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db";
import { renderEmail } from "@/lib/mail";
import { reloadConfig } from "@/lib/platform/config";
import { createCustomer, seedDeliveringShop } from "../factories";
import { placeOrder } from "../place-order";

beforeAll(async () => {
  await seedDeliveringShop();
});

describe("the order confirmation e-mail", () => {
  it("is queued once with the payment and reads as the order: lines, totals, the VAT they include, how to reach the shop", async () => {
    const { token, customer } = await createCustomer({ username: "Femi" });
    const { orderId, amountPence, orderNumber } = await placeOrder(token, 2);
    const mails = await getDb().emailMessage.findMany({
      where: { to: customer.email, template: "order-confirmation" },
    });
    expect(mails).toHaveLength(1);
    // Queued as the order is placed, before the kitchen accepts it: it said "is confirmed" while
    // its body said the kitchen would confirm it.
    expect(mails[0]!.subject).toBe(`We have your Tasty Slice order ${orderNumber}`);
    expect(orderNumber).toMatch(/^#\d{4,}$/);
    const { html, text } = await renderEmail(mails[0]!.template, mails[0]!.payload);
    const total = (amountPence / 100).toFixed(2);
    // The name given for the order (the contact the checkout asked for), not the account's username (issue 23).
    expect(text).toContain("Hello Sam Taylor");
    expect(text).toContain(`we have your order ${orderNumber}. The kitchen has not accepted it yet`);
    expect(text).not.toMatch(/confirmed/i);
    expect(text).not.toContain("Femi");
    expect(text).toMatch(/2 × Margherita, Large/);
    expect(text).toContain(`£${total}`);
    // Pizzas and their delivery are all standard-rated: 20% VAT within the total, total × 20 / 120.
    const vat = Math.round((amountPence * 20) / 120);
    expect(text).toContain(
      `VAT at 20% on £${total}: £${(vat / 100).toFixed(2)} (net £${((amountPence - vat) / 100).toFixed(2)})`,
    );
    expect(text).toContain("020 7946 0000");
    expect(html).toContain(`/order-detail/${orderId}`);
  });
});

describe("a line an offer took money off", () => {
  it("gives its price before the offer in words as well as struck through, so it is not read as a second price", async () => {
    // Struck-through text is lost in the plain-text part and not read out by screen readers: the
    // mail read "£17.99 £29.98" for one line, two prices and no word of which was paid.
    const { token, customer } = await createCustomer({ username: "Ada" });
    await placeOrder(token, 2);
    const [mail] = await getDb().emailMessage.findMany({
      where: { to: customer.email, template: "order-confirmation" },
    });
    const payload = mail!.payload as { lines: { totalPence: number; discountPence: number }[] };
    const line = payload.lines[0]!;
    const offer = Math.round(line.totalPence * 0.4);
    const discounted = {
      ...payload,
      lines: [{ ...line, discountPence: offer }, ...payload.lines.slice(1)],
      promotions: [{ name: "40% off two large pizzas", amountPence: offer }],
    };
    const { html, text } = await renderEmail(mail!.template, discounted);
    const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
    expect(text).toMatch(new RegExp(`${pounds(line.totalPence - offer)}\\s+was ${pounds(line.totalPence)}`));
    expect(html).toMatch(new RegExp(`was <[^>]*text-decoration:line-through[^>]*>${pounds(line.totalPence)}<`));
  });
});

describe("the links in an order's mails", () => {
  it("go to the shop's address when the mail is made, so a mail sent again after a move of host still works", async () => {
    // The order's page was frozen in the payload with the host of the day the order was placed:
    // after the shop moved from its first host to its own domain, a confirmation sent again from
    // the e-mail log (or one still being retried) linked to the old host.
    const { token, customer } = await createCustomer({ username: "Kemi" });
    const { orderId } = await placeOrder(token, 1);
    const [mail] = await getDb().emailMessage.findMany({
      where: { to: customer.email, template: "order-confirmation" },
    });
    const before = process.env.APP_URL;
    process.env.APP_URL = "https://order.tastyslice.co.uk";
    reloadConfig();
    try {
      const { html, text } = await renderEmail(mail!.template, mail!.payload);
      expect(html).toContain(`href="https://order.tastyslice.co.uk/order-detail/${orderId}"`);
      expect(text).not.toContain("localhost");
    } finally {
      if (before === undefined) delete process.env.APP_URL;
      else process.env.APP_URL = before;
      reloadConfig();
    }
  });
});

describe("the HTML of an order's mails", () => {
  it("puts no paragraph inside another (the shop's contact line was a <p> inside the footnote's <p>)", async () => {
    // Browsers and mail clients end the outer paragraph at the inner one: the contact line lost
    // the footnote's small grey type and an empty paragraph followed it.
    const { token, customer } = await createCustomer({ username: "Ngozi" });
    await placeOrder(token, 1);
    const [mail] = await getDb().emailMessage.findMany({
      where: { to: customer.email, template: "order-confirmation" },
    });
    const { html, text } = await renderEmail(mail!.template, mail!.payload);
    expect(html).not.toMatch(/<p[\s>](?:(?!<\/p>).)*<p[\s>]/s);
    expect(text).toMatch(/Questions about your order\? Call Tasty Slice on 020 7946 0000, and quote order #\d+\./);
  });
});

describe("the plain-text part of an order's mails", () => {
  it("keeps each total beside its label", async () => {
    // Each cell of the totals was a line of its own: "Subtotal", "£14.99", "Delivery", "£2.49"...
    const { token, customer } = await createCustomer({ username: "Ola" });
    const { amountPence } = await placeOrder(token, 1);
    const [mail] = await getDb().emailMessage.findMany({
      where: { to: customer.email, template: "order-confirmation" },
    });
    const { text } = await renderEmail(mail!.template, mail!.payload);
    const payload = mail!.payload as { subtotalPence: number; deliveryFeePence: number };
    const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`.replace(".", "\\.");
    expect(text).toMatch(new RegExp(`^Subtotal +${pounds(payload.subtotalPence)}$`, "m"));
    expect(text).toMatch(new RegExp(`^Delivery +${pounds(payload.deliveryFeePence)}$`, "m"));
    expect(text).toMatch(new RegExp(`^Total paid +${pounds(amountPence)}$`, "m"));
  });
});

describe("a request typed over several lines", () => {
  it("keeps its line breaks in the HTML and the plain text, and stays text", async () => {
    // "No onions" / "Extra crispy" read "No onions Extra crispy" in both parts: HTML folds a newline.
    const { token, customer } = await createCustomer({ username: "Tunde" });
    await placeOrder(token, 1);
    const [mail] = await getDb().emailMessage.findMany({
      where: { to: customer.email, template: "order-confirmation" },
    });
    const payload = mail!.payload as { lines: { instruction: string | null }[] };
    const typed = {
      ...payload,
      lines: [{ ...payload.lines[0]!, instruction: "No onions\r\nExtra crispy\n<b>Ring</b> & knock" }],
    };
    const { html, text } = await renderEmail(mail!.template, typed);
    expect(html).toMatch(
      /Your request: (<!-- -->)?No onions<br\/?>Extra crispy<br\/?>&lt;b&gt;Ring&lt;\/b&gt; &amp; knock</,
    );
    expect(html).not.toContain("<b>Ring");
    expect(text).toContain("Your request: No onions\nExtra crispy\n<b>Ring</b> & knock");
  });
});

describe("a reason typed over several lines", () => {
  it("keeps its line breaks when the kitchen rejects or cancels, and stays text", async () => {
    // The reject dialog's reason is a textarea: "Out of dough" / "Sorry!" read as one line.
    const { token, customer } = await createCustomer({ username: "Ife" });
    await placeOrder(token, 1);
    const [mail] = await getDb().emailMessage.findMany({
      where: { to: customer.email, template: "order-confirmation" },
    });
    const told = { ...(mail!.payload as object), refund: null, reason: "Out of dough\nSorry <i>really</i>" };
    for (const template of ["order-rejected", "order-cancelled"]) {
      const { html, text } = await renderEmail(template, told);
      expect(html, template).toMatch(/The reason: (<!-- -->)?Out of dough<br\/?>Sorry &lt;i&gt;really&lt;\/i&gt;/);
      expect(text, template).toContain("The reason: Out of dough\nSorry <i>really</i>");
    }
  });
});
