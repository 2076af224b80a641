import { describe, expect, it } from "vitest";
import { NO_PROMOTIONS } from "@/lib/promotions";
import { NO_PHONE_FOR_COLLECTION_MESSAGE, NO_PHONE_FOR_DELIVERY_MESSAGE, outOfZoneMessage } from "@/lib/shop";
import { UNCONFIGURED_RULES, type StoreRules } from "@/lib/shop/shared";
import type { PricedBasket } from "../basket/load-basket";
import type { PricedLine } from "../basket/pricing";
import { decideCheckout, refusalError, type CheckoutFacts } from "./decide-checkout";

// The checkout's decision without a database: facts in, the order or every refusal out.

const NOW = new Date("2026-11-23T19:07:00Z");
const ZONE = {
  id: "z1",
  name: "Central",
  outwardCodes: ["SW1"],
  feePence: 249,
  minimumOrderPence: 1200,
  extraMinutes: 10,
  isActive: true,
};

function line(overrides: Partial<PricedLine> = {}): PricedLine {
  return {
    id: "l1",
    qty: 1,
    size: "large",
    unitPence: 1500,
    totalPence: 1500,
    instruction: null,
    item: { id: "i1", name: "Margherita", image: null, vatClass: "standard" },
    variant: null,
    allergens: [],
    isAvailable: true,
    extras: [],
    ...overrides,
  };
}

function facts(
  overrides: {
    lines?: PricedLine[];
    fulfilment?: "delivery" | "collection";
    rules?: Partial<StoreRules>;
    phone?: string | null;
    address?: CheckoutFacts["address"];
    deliverable?: boolean;
    minimumOrderPence?: number;
    payment?: Partial<CheckoutFacts["payment"]>;
  } = {},
): CheckoutFacts {
  const lines = overrides.lines ?? [line()];
  const subtotalPence = lines.reduce((s, l) => s + l.totalPence, 0);
  const fulfilment = overrides.fulfilment ?? "delivery";
  const minimumOrderPence = overrides.minimumOrderPence ?? (fulfilment === "delivery" ? ZONE.minimumOrderPence : 0);
  const deliverable = overrides.deliverable ?? true;
  const basket: PricedBasket = {
    id: "b1",
    lines,
    promo: { code: null },
    promotions: NO_PROMOTIONS,
    totals: {
      itemCount: lines.reduce((s, l) => s + l.qty, 0),
      subtotalPence,
      discountPence: 0,
      deliveryFeePence: fulfilment === "delivery" ? ZONE.feePence : 0,
      grandTotalPence: subtotalPence + (fulfilment === "delivery" ? ZONE.feePence : 0),
      minimumOrderPence,
      minimumSpendPence: subtotalPence,
      shortOfMinimumPence: Math.max(0, minimumOrderPence - subtotalPence),
    },
    addressId: "a1",
    customerId: "c1",
    delivery: {
      deliveryFeePence: ZONE.feePence,
      minimumOrderPence: ZONE.minimumOrderPence,
      zone: ZONE,
      deliverable,
      postcode: "SW1A 2AA",
    },
    timing: { fulfilment, slotStart: null, promisedAt: null, asapMinutes: null, slotOfferedUntil: null },
    key: "k1",
    storeRules: UNCONFIGURED_RULES,
    unsoldLineIds: [],
  };
  return {
    customerId: "c1",
    customer: {
      username: "sam",
      contactName: "Sam Taylor",
      phone: overrides.phone === undefined ? "+447911123456" : overrides.phone,
    },
    basket,
    rules: { ...UNCONFIGURED_RULES, ...overrides.rules },
    address:
      overrides.address === undefined
        ? { text: "10 Downing Street, London SW1A 2AA", postcode: "SW1A 2AA", riderNotes: null }
        : overrides.address,
    currency: "GBP",
    now: NOW,
    payment: {
      method: null,
      tipPence: 0,
      configured: { card: false, razorpay: false, test: true },
      isCashBlocked: false,
      ...overrides.payment,
    },
  };
}

function refusals(f: CheckoutFacts) {
  const decision = decideCheckout(f);
  if (decision.ok) throw new Error("expected refusals");
  return decision.refusals.map(({ code, field, message }) => ({ code, field, message }));
}

describe("decideCheckout", () => {
  it("freezes the order: totals, contact, address, zone, timing with the zone's minutes, lines", () => {
    const decision = decideCheckout(facts());
    expect(decision.ok).toBe(true);
    if (!decision.ok) return;
    expect(decision.order).toMatchObject({
      customerId: "c1",
      currency: "GBP",
      subtotalPence: 1500,
      deliveryFeePence: 249,
      grandTotalPence: 1749,
      promoCode: null,
      basketKey: "k1",
      phoneForAccount: null,
      delivery: {
        contactName: "Sam Taylor",
        contactPhone: "+447911123456",
        deliveryAddress: "10 Downing Street, London SW1A 2AA",
        deliveryZone: "Central",
      },
      timing: { fulfilment: "delivery", slotStart: null, promisedAt: new Date(NOW.getTime() + (45 + 10) * 60_000) },
      slotCapacity: Number.POSITIVE_INFINITY,
      lines: [
        expect.objectContaining({
          itemName: "Margherita",
          qty: 1,
          unitPricePence: 1500,
          totalPence: 1500,
          discountPence: 0,
        }),
      ],
    });
    expect(decision.order.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    // The same facts give the same order: no clock or database read inside.
    expect(decideCheckout(facts())).toEqual(decision);
  });

  it("freezes each dish's and each extra's VAT class with the rate in force that London day", () => {
    const salad = line({
      id: "l2",
      item: { id: "i2", name: "Greek Salad", image: null, vatClass: "zero" },
      extras: [{ optionId: "o1", group: "Toppings", name: "Hot halloumi", pricePence: 150, vatClass: "standard" }],
    });
    const decision = decideCheckout(facts({ lines: [line(), salad] }));
    if (!decision.ok) throw new Error("expected an order");
    expect(decision.order.lines.map((l) => [l.vatClass, l.vatRateBasisPoints])).toEqual([
      ["standard", 2000],
      ["zero", 0],
    ]);
    expect(decision.order.lines[1]!.extras).toEqual([
      {
        optionId: "o1",
        group: "Toppings",
        name: "Hot halloumi",
        pricePence: 150,
        vatClass: "standard",
        vatRateBasisPoints: 2000,
      },
    ]);
  });

  it("takes a number written in the address as the one to call, and for an account without one", () => {
    const decision = decideCheckout(
      facts({
        phone: null,
        address: { text: "10 Downing Street, London SW1A 2AA, 07911 123456", postcode: "SW1A 2AA", riderNotes: null },
      }),
    );
    expect(decision).toMatchObject({
      ok: true,
      order: {
        phoneForAccount: "+447911123456",
        delivery: { contactPhone: "+447911123456", deliveryAddress: "10 Downing Street, London SW1A 2AA" },
      },
    });
  });

  it("refuses an empty basket alone", () => {
    expect(refusals(facts({ lines: [], phone: null, address: null }))).toEqual([
      { code: "INVALID_INPUT", field: "basket", message: "No items found" },
    ]);
  });

  it("refuses each rule on its own", () => {
    expect(refusals(facts({ lines: [line({ isAvailable: false })] }))).toEqual([
      {
        code: "CONFLICT",
        field: "lines",
        message: "Margherita is no longer available: remove it from your basket to check out.",
      },
    ]);
    expect(refusals(facts({ rules: { pausedIndefinitely: true } }))).toEqual([
      { code: "CONFLICT", field: "slot", message: "We have paused online ordering for now. Please try again later." },
    ]);
    expect(refusals(facts({ rules: { maxOrderPence: 1000 } }))[0]).toMatchObject({
      code: "CONFLICT",
      field: "lines",
      message: expect.stringMatching(/^An online order can be at most £10\.00/),
    });
    expect(
      refusals(facts({ lines: [line({ qty: 31, totalPence: 31 * 1500 })], rules: { maxOrderPence: 10_000_000 } })),
    ).toEqual([
      {
        code: "CONFLICT",
        field: "lines",
        message: "You can order at most 30 of one item: lower Margherita to 30 to check out.",
      },
    ]);
    expect(refusals(facts({ fulfilment: "collection", minimumOrderPence: 2000 }))).toEqual([
      { code: "CONFLICT", field: "minimum", message: "The minimum order is £20.00: add £5.00 more." },
    ]);
    expect(refusals(facts({ lines: [line({ unitPence: 1000, totalPence: 1000 })] }))).toEqual([
      {
        code: "CONFLICT",
        field: "minimum",
        message: "The minimum order for delivery to SW1A 2AA is £12.00: add £2.00 more.",
      },
    ]);
    expect(refusals(facts({ address: null }))).toEqual([
      { code: "INVALID_INPUT", field: "addressId", message: "Please select a delivery address." },
    ]);
    expect(refusals(facts({ phone: null }))).toEqual([
      { code: "CONFLICT", field: "phone", message: NO_PHONE_FOR_DELIVERY_MESSAGE },
    ]);
    expect(refusals(facts({ phone: null, fulfilment: "collection" }))).toEqual([
      { code: "CONFLICT", field: "phone", message: NO_PHONE_FOR_COLLECTION_MESSAGE },
    ]);
    expect(refusals(facts({ deliverable: false }))).toEqual([
      { code: "CONFLICT", field: "addressId", message: outOfZoneMessage("SW1A 2AA") },
    ]);
  });

  it("refuses every broken rule at once, in the order the first used to be answered", () => {
    const all = refusals(
      facts({
        lines: [line({ isAvailable: false, qty: 31, unitPence: 10, totalPence: 310 })],
        rules: { pausedIndefinitely: true },
        phone: null,
        deliverable: false,
      }),
    );
    expect(all.map((r) => r.field)).toEqual(["lines", "slot", "lines", "phone", "addressId"]);
    const noAddress = refusals(
      facts({ address: null, phone: null, lines: [line({ unitPence: 100, totalPence: 100 })] }),
    );
    expect(noAddress.map((r) => [r.code, r.field])).toEqual([
      ["INVALID_INPUT", "addressId"],
      ["CONFLICT", "phone"],
    ]);
  });

  it("answers the first refusal's status, message and fields, with the whole list in errors", () => {
    const decision = decideCheckout(facts({ address: null, phone: null }));
    if (decision.ok) throw new Error("expected refusals");
    const err = refusalError(decision.refusals);
    expect(err).toMatchObject({
      code: "INVALID_INPUT",
      message: "Please select a delivery address.",
      fields: { addressId: "Please select a delivery address." },
    });
    expect(err.errors).toEqual([
      { field: "addressId", message: "Please select a delivery address." },
      { field: "phone", message: NO_PHONE_FOR_COLLECTION_MESSAGE },
    ]);
  });

  it("gives a refusal without fields of its own its message as its field's, beside the fields others set", () => {
    const answered = (f: CheckoutFacts) => {
      const decision = decideCheckout(f);
      if (decision.ok) throw new Error("expected refusals");
      const err = refusalError(decision.refusals);
      return { message: err.message, fields: err.fields };
    };
    const only = (field: string, f: CheckoutFacts) => {
      const { message, fields } = answered(f);
      expect(fields, field).toEqual({ [field]: message });
    };
    only("basket", facts({ lines: [] }));
    only("minimum", facts({ fulfilment: "collection", minimumOrderPence: 2000 }));
    only("minimum", facts({ lines: [line({ unitPence: 1000, totalPence: 1000 })] }));
    only("slot", facts({ rules: { pausedIndefinitely: true } }));
    only("lines", facts({ lines: [line({ isAvailable: false })] }));
    only("method", facts({ fulfilment: "collection", payment: { method: "cash" } }));
    // A refusal that names its own fields keeps them.
    expect(answered(facts({ phone: null }))).toMatchObject({ fields: { phone: "Enter a UK phone number." } });
  });

  it("pays as the spec's clients can when no method is given, and keeps the way of paying and the tip apart from the total", () => {
    expect(decideCheckout(facts())).toMatchObject({
      ok: true,
      order: { paymentMethod: "test", tipPence: 0, grandTotalPence: 1749 },
    });
    const razorpay = facts({ payment: { configured: { card: true, razorpay: true, test: false } } });
    expect(decideCheckout(razorpay)).toMatchObject({ ok: true, order: { paymentMethod: "razorpay" } });
    const tipped = decideCheckout(
      facts({ payment: { method: "card", tipPence: 175, configured: { card: true, razorpay: false, test: true } } }),
    );
    expect(tipped).toMatchObject({ ok: true, order: { paymentMethod: "card", tipPence: 175, grandTotalPence: 1749 } });
    // Another tip or another way of paying is another checkout (its own payment).
    const plain = decideCheckout(
      facts({ payment: { method: "card", configured: { card: true, razorpay: false, test: true } } }),
    );
    expect(tipped.ok && plain.ok && tipped.order.fingerprint !== plain.order.fingerprint).toBe(true);
  });

  it("refuses a method the shop has not set up, and the no-body call when only live payments are on", () => {
    expect(refusals(facts({ payment: { method: "card" } }))).toEqual([
      { code: "CONFLICT", field: "method", message: "This shop does not take card payments online yet." },
    ]);
    expect(refusals(facts({ payment: { configured: { card: true, razorpay: false, test: false } } }))).toEqual([
      {
        code: "CONFLICT",
        field: "method",
        message: "Pay at the shop's own checkout: this shop takes card or cash payments there.",
      },
    ]);
  });

  it("takes cash only where the owner turned it on, up to the cap, not for a blocked customer, and without a tip", () => {
    const cashOn = { cash: { delivery: true, collection: false, maxOrderPence: 4000 } };
    expect(decideCheckout(facts({ rules: cashOn, payment: { method: "cash" } }))).toMatchObject({
      ok: true,
      order: { paymentMethod: "cash", tipPence: 0 },
    });
    expect(refusals(facts({ fulfilment: "collection", rules: cashOn, payment: { method: "cash" } }))).toEqual([
      { code: "CONFLICT", field: "method", message: "The shop does not take cash at collection for online orders." },
    ]);
    expect(
      refusals(
        facts({
          rules: { cash: { delivery: true, collection: true, maxOrderPence: 1500 } },
          payment: { method: "cash" },
        }),
      ),
    ).toEqual([
      {
        code: "CONFLICT",
        field: "method",
        message: "Cash is taken for orders up to £15.00; this order is £17.49. Please pay by card.",
      },
    ]);
    expect(refusals(facts({ rules: cashOn, payment: { method: "cash", isCashBlocked: true } }))[0]).toMatchObject({
      field: "method",
      message: expect.stringMatching(/^Cash is not available on your account/),
    });
    expect(refusals(facts({ rules: cashOn, payment: { method: "cash", tipPence: 100 } }))).toEqual([
      { code: "INVALID_INPUT", field: "tip", message: "Tips are added to card payments. Choose no tip to pay cash." },
    ]);
    // Checked last: an earlier refusal still comes first.
    expect(refusals(facts({ phone: null, payment: { method: "cash" } })).map((r) => r.field)).toEqual([
      "phone",
      "method",
    ]);
  });
});
