import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/adminauth/promotions/route";
import { DELETE as retire, PATCH as update } from "@/app/api/adminauth/promotions/[id]/route";
import { POST as applyPromo } from "@/app/api/cart/applyPromo/route";
import { POST as createOrder } from "@/app/api/cart/create_order/route";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { addDish, deliverTo, payForBasket } from "../checkout-steps";
import { createAdmin, createCustomer, menuPick, seedDeliveringShop } from "../factories";
import { seedPromotion } from "../promotions";
import { call } from "../request";

// Promotions at their edges, through the real routes: codes as customers type them, an offer
// worth more than the basket beside the fee and a tip, and an offer changed mid-checkout.

let admin: string;
const FEE = () => getConfig().DELIVERY_FEE_PENCE;

beforeAll(async () => {
  await seedDeliveringShop();
  await seedPromotion("ORDER5");
  admin = (await createAdmin()).token;
});

const offer = (over: Record<string, unknown>) => ({
  name: "Ten pounds off",
  headline: "£10 off",
  badge: "-£10",
  description: "£10 off your order.",
  kind: "amount_off_subtotal",
  amount: 10,
  ...over,
});

async function basketWith(qty = 1) {
  const c = await createCustomer();
  await addDish(c.token, await menuPick("Pizzas"), { qty, size: "small" });
  await deliverTo(c.token, { address: "221B Baker Street, London NW1 6XE" });
  return c;
}

describe("a code as customers type it", () => {
  it("takes lower case, spaces around and spaces inside", async () => {
    for (const typed of ["order5", "  Order5 ", "order 5", "ORD ER 5"]) {
      const c = await basketWith();
      const res = await call(applyPromo, { bearer: c.token, body: { code: typed } });
      expect(res.status, `${typed}: ${res.text}`).toBe(200);
      expect(res.json.data.promo, typed).toMatchObject({ code: "ORDER5", applied: true });
    }
  });
});

describe("an offer worth more than the basket", () => {
  it("takes the dishes to nothing, never the delivery fee or the tip", async () => {
    const made = await call(create, { bearer: admin, body: offer({ code: "BIGONE", amount: 50 }) });
    expect(made.status, made.text).toBe(201);
    try {
      const c = await basketWith(2);
      await call(applyPromo, { bearer: c.token, body: { code: "bigone" } });
      const { orderId, amountPence } = await payForBasket(c.token, { tipPence: 300 });
      const order = await getDb().order.findUniqueOrThrow({ where: { id: orderId }, include: { lines: true } });
      expect(order.discountPence).toBe(order.subtotalPence);
      expect(order.grandTotalPence).toBe(FEE());
      expect(amountPence).toBe(FEE() + 300);
      expect(order.lines.every((l) => l.discountPence === l.totalPence)).toBe(true);
    } finally {
      await call(retire, { method: "DELETE", params: { id: made.json.data._id }, bearer: admin });
    }
  });
});

describe("an offer changed while a customer is checking out", () => {
  it("is charged as it is at create_order: edited down, or retired", async () => {
    const made = await call(create, { bearer: admin, body: offer({ code: "TENOFF", minSpend: null }) });
    const id = made.json.data._id as string;
    const c = await basketWith(3);
    const shown = await call(applyPromo, { bearer: c.token, body: { code: "TENOFF" } });
    expect(shown.json.data.discount).toBe(10);
    const edited = await call(update, {
      method: "PATCH",
      params: { id },
      bearer: admin,
      body: offer({ code: "TENOFF", amount: 2 }),
    });
    expect(edited.status, edited.text).toBe(200);
    const first = await call(createOrder, { method: "POST", bearer: c.token });
    expect(first.status, first.text).toBe(200);
    const pending = await getDb().order.findFirstOrThrow({
      where: { customerId: c.customer.id },
      orderBy: { createdAt: "desc" },
    });
    expect(pending.discountPence).toBe(200);
    await call(retire, { method: "DELETE", params: { id }, bearer: admin });
    const second = await call(createOrder, { method: "POST", bearer: c.token });
    expect(second.status, second.text).toBe(200);
    const again = await getDb().order.findFirstOrThrow({
      where: { customerId: c.customer.id },
      orderBy: { createdAt: "desc" },
    });
    expect(again.discountPence).toBe(0);
    expect(second.json.data.amount).toBe(again.subtotalPence + FEE());
  });
});
