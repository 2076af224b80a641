import { beforeAll, describe, expect, it } from "vitest";
import { POST as signIn } from "@/app/api/auth/SignIn/route";
import { POST as addAddress } from "@/app/api/cart/addAddress/route";
import { DELETE as removeAddress } from "@/app/api/cart/address/[id]/route";
import { POST as addCart } from "@/app/api/cart/addCart/route";
import { POST as addInfo } from "@/app/api/cart/addinfoCart/[id]/route";
import { GET as cartDetail } from "@/app/api/cart/cartdetail/route";
import { DELETE as deleteLine } from "@/app/api/cart/deleteCartcategory/[id]/route";
import { POST as selectAddress } from "@/app/api/cart/selectAddress/route";
import { getDb } from "@/lib/platform/db";
import { createCustomer, menuPick, seedDeliveringShop } from "../factories";
import { call, setCookies } from "../request";

// What a client written against the spec does that the happy path does not: a double click on a
// button that calls the API, two calls racing from one screen. Every answer is one the spec's
// client can read (2xx or a 4xx with its message), never a 500, and nothing is written twice.

let pizzas: Awaited<ReturnType<typeof menuPick>>;

beforeAll(async () => {
  await seedDeliveringShop();
  pizzas = await menuPick("Pizzas");
});

/** The spec's addCart: {qty, total, subcategoryId}, a small Margherita each. */
const addSmall = (token: string, qty = 1) =>
  call(addCart, {
    bearer: token,
    body: { qty, total: (pizzas.price("small") * qty) / 100, subcategoryId: pizzas.variants[0]!.id },
  });

describe("a double click", () => {
  it("on the first add to an empty basket adds twice to one basket, not a 500", async () => {
    // A race: tried on a few fresh customers, each with no basket yet.
    for (let i = 0; i < 5; i++) {
      const c = await createCustomer();
      const [first, second] = await Promise.all([addSmall(c.token), addSmall(c.token)]);
      expect([first.status, second.status], second.text).toEqual([201, 201]);
      expect(second.json.data._id).toBe(first.json.data._id);
      expect(await getDb().basket.count({ where: { customerId: c.customer.id } })).toBe(1);
      const basket = (await call(cartDetail, { bearer: c.token })).json.data;
      expect(basket.Iteam.map((l: { qty: number }) => l.qty)).toEqual([2]);
    }
  });

  it("on a line's delete removes it once and answers the second as a line already gone (404), not a 500", async () => {
    const c = await createCustomer();
    const lineId = (await addSmall(c.token)).json.data.lineId as string;
    const answers = await Promise.all([
      call(deleteLine, { bearer: c.token, params: { id: lineId } }),
      call(deleteLine, { bearer: c.token, params: { id: lineId } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(answers.find((a) => a.status === 404)!.json).toEqual({ success: false, message: "Basket item not found." });
    expect(answers.find((a) => a.status === 200)!.json.data.Iteam).toEqual([]);
  });

  it("a note saved while its line is deleted is a 404 or saved, never a 500", async () => {
    const c = await createCustomer();
    for (let i = 0; i < 5; i++) {
      const lineId = (await addSmall(c.token)).json.data.lineId as string;
      const [removed, noted] = await Promise.all([
        call(deleteLine, { bearer: c.token, params: { id: lineId } }),
        call(addInfo, { bearer: c.token, params: { id: lineId }, body: { detailinfo: "No chillies" } }),
      ]);
      expect(removed.status, removed.text).toBe(200);
      expect([200, 404], noted.text).toContain(noted.status);
    }
    expect(await getDb().basketLine.count({ where: { basket: { customerId: c.customer.id } } })).toBe(0);
  });

  it("on Sign In with a visitor's basket signs in twice and moves the basket once, not a 500", async () => {
    // A race: tried on a few fresh customers, each with no basket of their own yet.
    for (let i = 0; i < 4; i++) {
      const c = await createCustomer();
      const added = await call(addCart, {
        body: { qty: 1, total: pizzas.price("small") / 100, subcategoryId: pizzas.variants[0]!.id },
      });
      const cookies = { basket_token: setCookies(added.response).basket_token!.value };
      const credentials = { email: c.customer.email, password: c.password };
      const answers = await Promise.all([
        call(signIn, { body: credentials, cookies }),
        call(signIn, { body: credentials, cookies }),
      ]);
      expect(
        answers.map((a) => a.status),
        answers.map((a) => a.text).join("\n"),
      ).toEqual([200, 200]);
      const basket = (await call(cartDetail, { bearer: answers[0].json.data.token })).json.data;
      expect(basket.Iteam.map((l: { qty: number }) => l.qty)).toEqual([1]);
      expect(await getDb().basket.count({ where: { customerId: c.customer.id } })).toBe(1);
      expect(await getDb().basket.findUnique({ where: { id: added.json.data._id } })).toBeNull();
    }
  });
});

describe("two screens at once", () => {
  it("choosing an address while it is removed answers 404 for it, not a 500", async () => {
    const c = await createCustomer();
    for (let i = 0; i < 6; i++) {
      const saved = await call(addAddress, { bearer: c.token, body: { address: `${i + 1} Regent Street, W1B 5AH` } });
      const addressId = saved.json.data._id as string;
      const [chosen, removed] = await Promise.all([
        call(selectAddress, { bearer: c.token, body: { addressId } }),
        call(removeAddress, { bearer: c.token, params: { id: addressId } }),
      ]);
      expect(removed.status, removed.text).toBe(200);
      expect([200, 404], chosen.text).toContain(chosen.status);
      if (chosen.status === 404) expect(chosen.json).toEqual({ success: false, message: "Address not found." });
    }
    // Whatever came first, no basket points at a removed address.
    expect((await getDb().basket.findUnique({ where: { customerId: c.customer.id } }))?.addressId ?? null).toBeNull();
  });

  it("adding addresses from two screens at once still keeps at most 20", async () => {
    // A race: tried a few times, each from 16 saved with 8 sent together.
    for (let round = 0; round < 3; round++) {
      const c = await createCustomer();
      const add = (line: number) =>
        call(addAddress, { bearer: c.token, body: { address: `${line} Regent Street, W1B 5AH` } });
      for (let i = 1; i <= 16; i++) expect((await add(i)).status).toBe(201);
      const answers = await Promise.all([17, 18, 19, 20, 21, 22, 23, 24].map(add));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
      for (const refused of answers.filter((a) => a.status !== 201)) {
        expect(refused.status).toBe(400);
        expect(refused.json.data.address).toMatch(/^You can keep at most 20 addresses/);
      }
      expect(await getDb().address.count({ where: { customerId: c.customer.id } })).toBe(20);
    }
  });
});
