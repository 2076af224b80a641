import { describe, expect, it } from "vitest";
import { buildTicket, ticketText, type TicketFacts } from "./build-ticket";
import { encodeTicket } from "./render-job";
import { decodeTicket } from "../../scripts/printing/decode-ticket";

const facts: TicketFacts = {
  purpose: "kitchen",
  isReprint: false,
  orderNumber: "#1a2b3c4d",
  placedAt: new Date("2026-11-27T20:05:00Z"),
  fulfilment: "collection",
  dueAt: new Date("2026-11-27T20:30:00Z"),
  lines: [
    {
      itemName: "Margherita",
      size: "large",
      variantName: "Thin & Crispy",
      extras: [{ name: "Extra mozzarella" }, { name: "Olives" }],
      instruction: "N/A",
      qty: 2,
      allergens: ["milk", "gluten"],
      totalPence: 2598,
    },
    {
      itemName: "Coca-Cola",
      size: "small",
      variantName: null,
      extras: [],
      instruction: "No ice please",
      qty: 1,
      allergens: [],
      totalPence: 150,
    },
  ],
  currency: "GBP",
  grandTotalPence: 2748,
  subtotalPence: 2748,
  discountPence: 0,
  deliveryFeePence: 0,
  vatPence: 458,
  vatBreakdown: [{ ratePercent: 20, netPence: 2290, vatPence: 458, grossPence: 2748 }],
  duePence: 1250,
  customerName: "Sam Taylor",
  phone: "+447911123456",
  address: null,
  riderNotes: null,
  shop: { name: "Tasty Slice", address: "1 High Street, London", phone: "020 7946 0000", vatNumber: null },
};

describe("the kitchen ticket", () => {
  it("reads as a cook needs it: how and when, each line, allergens in capitals, cash due, who to call", () => {
    const text = ticketText(buildTicket(facts));
    expect(text).toBe(
      [
        "Order #1a2b3c4d",
        "Placed 27 Nov, 20:05",
        "COLLECTION at 20:30",
        "-".repeat(48),
        "2 × Margherita · Large · Thin & Crispy",
        "  + Extra mozzarella, Olives",
        "  ALLERGENS: GLUTEN, MILK",
        "1 × Coca-Cola · Small",
        '  "No ice please"',
        "-".repeat(48),
        "CASH DUE £12.50",
        "-".repeat(48),
        "Sam Taylor",
        "Tel 07911 123456",
        "",
      ].join("\n"),
    );
  });

  it("comes back from ESC/POS and StarPRNT bytes as the same words, £ and × included", () => {
    const rows = buildTicket({ ...facts, isReprint: true });
    for (const language of ["esc-pos", "star-prnt"] as const) {
      const decoded = decodeTicket(encodeTicket(rows, language), language);
      expect(decoded, language).toContain("*** REPRINT ***");
      expect(decoded, language).toContain("2 × Margherita · Large · Thin & Crispy");
      expect(decoded, language).toContain("CASH DUE £12.50");
      expect(decoded, language).toContain("ALLERGENS: GLUTEN, MILK");
      expect(decoded.match(/cut -----/g), language).toHaveLength(1);
    }
  });

  it("adds the prices, the total and the VAT it includes on the customer's receipt", () => {
    const text = ticketText(buildTicket({ ...facts, purpose: "receipt", duePence: 0 }));
    expect(text).toContain("Tasty Slice");
    expect(text).toContain("2 × Margherita · Large · Thin & Crispy  £25.98");
    expect(text).toContain("Total £27.48");
    expect(text).toContain("Includes VAT £4.58");
    expect(text).toContain("PAID");
  });

  it("says on the receipt how it was paid and each refund as a credit, and only PAID or CASH DUE for the kitchen", () => {
    const paid = { ...facts, duePence: 0, paidBy: "Paid by card", paidPence: 2748 };
    const refunds = [
      { at: new Date("2026-11-27T21:10:00Z"), amountPence: 500 },
      { at: new Date("2026-11-28T12:00:00Z"), amountPence: 150 },
    ];
    const receipt = ticketText(buildTicket({ ...paid, purpose: "receipt", refunds }));
    expect(receipt).toContain(
      "Paid by card £27.48\nRefund 27 Nov, 21:10 -£5.00\nRefund 28 Nov, 12:00 -£1.50\nPaid less refunds £20.98\n",
    );
    expect(receipt).not.toContain("PAID");
    expect(ticketText(buildTicket({ ...paid, purpose: "receipt" }))).not.toContain("Refund");
    const kitchen = ticketText(buildTicket({ ...paid, refunds }));
    expect(kitchen).toContain("PAID");
    expect(kitchen).not.toMatch(/Paid by|Refund/);
    expect(ticketText(buildTicket({ ...paid, purpose: "receipt", duePence: 2748 }))).toContain("CASH DUE £27.48");
  });

  it("calls off a ticket already printed with its order, time and lines, and no money or contact", () => {
    const text = ticketText(buildTicket({ ...facts, isVoid: true }));
    expect(text).toBe(
      [
        "*** CANCELLED ***",
        "DO NOT MAKE",
        "-".repeat(48),
        "Order #1a2b3c4d",
        "Placed 27 Nov, 20:05",
        "Collection 20:30 for Sam Taylor",
        "-".repeat(48),
        "2 × Margherita · Large · Thin & Crispy",
        "1 × Coca-Cola · Small",
        "-".repeat(48),
        "",
      ].join("\n"),
    );
  });

  it("prints one row per promotion on the receipt, and one Discount row only for an order without them", () => {
    const promotions = [
      { name: "Vegan 20% off", amountPence: 40 },
      { name: "5% off your first order", amountPence: 128 },
    ];
    const text = ticketText(buildTicket({ ...facts, purpose: "receipt", duePence: 0, discountPence: 168, promotions }));
    expect(text).toContain("Vegan 20% off -£0.40");
    expect(text).toContain("5% off your first order -£1.28");
    expect(text).not.toContain("Discount");
    expect(ticketText(buildTicket({ ...facts, purpose: "receipt", duePence: 0, discountPence: 168 }))).toContain(
      "Discount -£1.68",
    );
  });

  it("puts the tip on the receipt apart from the total and its VAT, and what was paid with it", () => {
    const text = ticketText(buildTicket({ ...facts, purpose: "receipt", duePence: 0, tipPence: 275 }));
    expect(text).toContain(
      "Total £27.48\nIncludes VAT £4.58\n  VAT 20% on £27.48: £4.58\nTip (no VAT) £2.75\nTotal paid £30.23\n",
    );
    expect(text).toContain("PAID");
    expect(ticketText(buildTicket({ ...facts, purpose: "kitchen", duePence: 0, tipPence: 275 }))).not.toContain("Tip");
  });

  it("shows the VAT for each rate and the shop's VAT number on the receipt, in printer bytes too", () => {
    const receipt = buildTicket({
      ...facts,
      purpose: "receipt",
      duePence: 0,
      vatPence: 270,
      vatBreakdown: [
        { ratePercent: 20, netPence: 1350, vatPence: 270, grossPence: 1620 },
        { ratePercent: 0, netPence: 1128, vatPence: 0, grossPence: 1128 },
      ],
      shop: { ...facts.shop, vatNumber: "GB 123 4567 89" },
    });
    const text = ticketText(receipt);
    expect(text).toContain("VAT no. GB 123 4567 89");
    expect(text).toContain("Includes VAT £2.70\n  VAT 20% on £16.20: £2.70\n  VAT 0% on £11.28: £0.00\n");
    for (const language of ["esc-pos", "star-prnt"] as const) {
      const decoded = decodeTicket(encodeTicket(receipt, language), language);
      expect(decoded, language).toContain("VAT 20% on £16.20: £2.70");
      expect(decoded, language).toContain("VAT 0% on £11.28: £0.00");
      expect(decoded, language).toContain("VAT no. GB 123 4567 89");
    }
    // The kitchen's ticket has no money on it.
    expect(ticketText(buildTicket({ ...facts, shop: { ...facts.shop, vatNumber: "GB 123 4567 89" } }))).not.toContain(
      "VAT",
    );
  });
});
