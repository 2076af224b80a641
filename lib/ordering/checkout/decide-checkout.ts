import { unorderableLinesMessage } from "@/lib/menu";
import { AppError, isAppError } from "@/lib/platform/errors";
import { formatMoney } from "@/lib/platform/money";
import { shopDayOf } from "@/lib/platform/time/shared";
import { vatRateOn } from "@/lib/platform/vat";
import { freeOrderLines, redemptionsOf } from "@/lib/promotions";
import {
  decideOrderDelivery,
  decideOrderTiming,
  type CheckoutRefusal,
  type OrderDeliverySnapshot,
  type OrderTiming,
} from "@/lib/shop";
import type { StoreRules } from "@/lib/shop/shared";
import type { PricedBasket } from "../basket/load-basket";
import { checkoutLimitsProblem } from "../basket/check-limits";
import { minimumSpendOf } from "../basket/pricing";
import { decidePaymentMethods, type PaymentMethodName } from "../payments/payment-methods";
import { basketFingerprint } from "./fingerprint";

// The checkout's decision (decision 026), pure: everything it needs is loaded before it
// (load-checkout.ts) and nothing is read or written here, not even the clock. It answers the
// order to write, or every reason the order cannot be made, each with its field.

export type CheckoutFacts = {
  customerId: string;
  customer: { username: string; contactName: string | null; phone: string | null };
  /** The basket priced at `now`, with its zone (basket.delivery) and the rules it was timed with. */
  basket: PricedBasket;
  rules: StoreRules;
  /** The chosen address, when it is the customer's. */
  address: { text: string; postcode: string | null; riderNotes: string | null } | null;
  currency: string;
  now: Date;
  /** How the customer pays (decision 030). */
  payment: CheckoutPayment;
};

export type CheckoutPayment = {
  /** Null: the spec's create_order without a body (Razorpay, or the test mode without its keys). */
  method: PaymentMethodName | null;
  /** The customer's tip, in pence: on top of the total, never discounted, outside VAT. */
  tipPence: number;
  /** Which providers have keys (lib/ordering/payments/provider.ts). */
  configured: { card: boolean; razorpay: boolean; test: boolean };
  /** Two cash orders never collected and not cleared by the owner. */
  isCashBlocked: boolean;
};

type FreeLine = ReturnType<typeof freeOrderLines>[number];
/** An order line as written: a basket line, or a free dish (`freeWith`). */
type OrderLineData = Omit<
  FreeLine,
  "subcategoryId" | "subcategoryName" | "subcategoryImage" | "instruction" | "freeWith"
> & {
  subcategoryId: string | null;
  subcategoryName: string | null;
  subcategoryImage: string | null;
  instruction: string | null;
  freeWith?: string;
  vatRateBasisPoints: number;
};

/** What the order freezes: written as it is by persist-pending-order.ts. */
export type OrderSnapshot = {
  customerId: string;
  currency: string;
  timing: OrderTiming;
  /** The seats of the order's slot (StoreRules.capacity). */
  slotCapacity: number;
  delivery: OrderDeliverySnapshot;
  /** A phone found in the address that the account, having none, takes (decision 022). */
  phoneForAccount: string | null;
  subtotalPence: number;
  discountPence: number;
  deliveryFeePence: number;
  grandTotalPence: number;
  /** How it is paid, and the tip on top of grandTotalPence (decision 030). */
  paymentMethod: PaymentMethodName;
  tipPence: number;
  promoCode: string | null;
  fingerprint: string;
  basketKey: string | null;
  lines: OrderLineData[];
  /** The promotions the order holds, one redemption each. */
  redemptions: ReturnType<typeof redemptionsOf>;
};

export type CheckoutDecision = { ok: true; order: OrderSnapshot } | { ok: false; refusals: CheckoutRefusal[] };

const conflict = (field: string, message: string): CheckoutRefusal => ({ code: "CONFLICT", field, message });

/** The rules are checked in the order a refusal was answered before all were (its first stays the same). */
export function decideCheckout(facts: CheckoutFacts): CheckoutDecision {
  const { basket, rules, now, currency } = facts;
  // Nothing else can be said of an empty basket.
  if (!basket.lines.length)
    return { ok: false, refusals: [{ code: "INVALID_INPUT", field: "basket", message: "No items found" }] };
  const refusals: CheckoutRefusal[] = [];

  const unorderable = unorderableLinesMessage(
    basket.lines.map((l) => ({ name: l.item.name, isAvailable: l.isAvailable })),
  );
  if (unorderable) refusals.push(conflict("lines", unorderable));

  const fulfilment = basket.timing.fulfilment;
  const isCollection = fulfilment === "collection";
  // The zone was worked out once, with the basket (lib/shop/zones deliveryRulesFor).
  const zone = basket.delivery.deliverable ? basket.delivery.zone : null;
  let timing: OrderTiming | null = null;
  try {
    // A delivery's promise includes its zone's extra minutes; paused, closed, a slot past or outside the hours: 409.
    timing = decideOrderTiming(rules, {
      fulfilment,
      slotStart: basket.timing.slotStart,
      now,
      extraMinutes: isCollection ? 0 : (zone?.extraMinutes ?? 0),
    });
  } catch (err) {
    if (!isAppError(err)) throw err;
    refusals.push(conflict("slot", err.message));
  }

  // The basket's bounds (decision 023): lines, quantity of a line, the admin's largest value.
  const overLimit = checkoutLimitsProblem(basket, rules.maxOrderPence, currency);
  if (overLimit) refusals.push(conflict("lines", overLimit));

  // The one check of the minimum: the collection's (when the admin applies one) or the zone's,
  // on what the basket measures it (decision 116): a dish an offer adds free does not count.
  const money = (pence: number) => formatMoney(pence, currency);
  if (isCollection && basket.totals.shortOfMinimumPence > 0) {
    refusals.push(
      conflict(
        "minimum",
        `The minimum order is ${money(basket.totals.minimumOrderPence)}: add ${money(basket.totals.shortOfMinimumPence)} more.`,
      ),
    );
  }

  const address = isCollection ? null : facts.address;
  if (!address && !isCollection) {
    const message = "Please select a delivery address.";
    refusals.push({ code: "INVALID_INPUT", field: "addressId", message, fields: { addressId: message } });
  }
  // Who to call and where (lib/shop/zones): a phone, an address inside a zone.
  const delivery = decideOrderDelivery({ customer: facts.customer, fulfilment, address, zone });
  refusals.push(...delivery.refusals);
  if (delivery.zone && address) {
    const short = delivery.zone.minimumOrderPence - minimumSpendOf(basket.lines);
    if (short > 0) {
      refusals.push(
        conflict(
          "minimum",
          `The minimum order for delivery to ${address.postcode} is ${money(delivery.zone.minimumOrderPence)}: add ${money(short)} more.`,
        ),
      );
    }
  }

  // The way of paying, last, so that every refusal before it is answered first as it was.
  const { method, refusals: paymentRefusals } = decidePayment(facts);
  refusals.push(...paymentRefusals);

  if (refusals.length || !timing || !delivery.snapshot) return { ok: false, refusals };
  const t = basket.totals;
  // Each dish and extra freezes the rate its class has today (decision 034).
  const day = shopDayOf(now);
  const withRates = (line: Omit<OrderLineData, "vatRateBasisPoints">): OrderLineData => ({
    ...line,
    vatRateBasisPoints: vatRateOn(line.vatClass, day),
    extras: line.extras.map((e) => ({ ...e, vatRateBasisPoints: vatRateOn(e.vatClass, day) })),
  });
  return {
    ok: true,
    order: {
      customerId: facts.customerId,
      currency,
      timing,
      slotCapacity: rules.capacity[timing.fulfilment],
      delivery: delivery.snapshot,
      phoneForAccount: delivery.phoneForAccount,
      subtotalPence: t.subtotalPence,
      discountPence: t.discountPence,
      deliveryFeePence: t.deliveryFeePence,
      grandTotalPence: t.grandTotalPence,
      paymentMethod: method,
      tipPence: facts.payment.tipPence,
      promoCode: basket.promo.code && basket.promo.applied ? basket.promo.code : null,
      // Another way of paying or another tip is another checkout, with its own payment.
      fingerprint: basketFingerprint(
        basket,
        JSON.stringify([address?.text ?? null, delivery.snapshot, method, facts.payment.tipPence]),
        timing,
      ),
      basketKey: basket.key,
      lines: basket.lines
        .map((l): Omit<OrderLineData, "vatRateBasisPoints"> => ({
          categoryItemId: l.item.id,
          subcategoryId: l.variant?.id ?? null,
          itemName: l.item.name,
          itemImagePath: l.item.image,
          subcategoryName: l.variant?.name ?? null,
          subcategoryImage: l.variant?.image ?? null,
          size: l.size,
          qty: l.qty,
          unitPricePence: l.unitPence,
          totalPence: l.totalPence,
          instruction: l.instruction,
          discountPence: basket.promotions.lineDiscounts[l.id] ?? 0,
          allergens: l.allergens,
          extras: l.extras,
          vatClass: l.item.vatClass,
        }))
        .concat(freeOrderLines(basket.promotions) as Omit<OrderLineData, "vatRateBasisPoints">[])
        .map(withRates),
      redemptions: redemptionsOf(basket.promotions, facts.customerId),
    },
  };
}

/** The spec's create_order without a body pays as the spec's clients can: Razorpay's window or its test stand-in. */
function specMethod(configured: CheckoutPayment["configured"]): PaymentMethodName {
  return configured.razorpay ? "razorpay" : "test";
}

/** The chosen way of paying, if this basket may use it (payment-methods.ts), and the tip with it. */
function decidePayment(facts: CheckoutFacts): { method: PaymentMethodName; refusals: CheckoutRefusal[] } {
  const { payment, basket, rules } = facts;
  const method = payment.method ?? specMethod(payment.configured);
  const options = decidePaymentMethods({
    configured: payment.configured,
    cash: rules.cash,
    fulfilment: basket.timing.fulfilment,
    amountPence: basket.totals.grandTotalPence,
    isCashBlocked: payment.isCashBlocked,
    currency: facts.currency,
  });
  const refusals: CheckoutRefusal[] = [];
  const option = options.find((o) => o.method === method)!;
  if (!option.available) {
    const message =
      payment.method === null
        ? "Pay at the shop's own checkout: this shop takes card or cash payments there."
        : option.reason!;
    refusals.push(conflict("method", message));
  }
  if (method === "cash" && payment.tipPence > 0) {
    const message = "Tips are added to card payments. Choose no tip to pay cash.";
    refusals.push({ code: "INVALID_INPUT", field: "tip", message, fields: { tip: message } });
  }
  return { method, refusals };
}

/**
 * The refusal answered for a decision's refusals: the first one's status, message and fields, as
 * when it was the only one checked, and all of them in `errors` (an additive field of the answer).
 * A refusal about one field or key without fields of its own (an empty basket, the minimum, the
 * slot when the shop is closed, a way of paying turned off) gives its message as that field's,
 * so a client finds it in `data.<field>` as it does every other refusal's.
 */
export function refusalError(refusals: CheckoutRefusal[]): AppError {
  const first = refusals[0]!;
  const fields = first.fields ?? (first.field === null ? undefined : { [first.field]: first.message });
  return new AppError(first.code, first.message, fields, {
    errors: refusals.map(({ field, message }) => ({ field, message })),
  });
}
