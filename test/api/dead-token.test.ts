import { beforeAll, describe, expect, it } from "vitest";
import { POST as addCart } from "@/app/api/cart/addCart/route";
import { POST as addInfo } from "@/app/api/cart/addinfoCart/[id]/route";
import { GET as cartDetail } from "@/app/api/cart/cartdetail/route";
import { DELETE as deleteLine } from "@/app/api/cart/deleteCartcategory/[id]/route";
import { POST as signOut } from "@/app/api/auth/SignOut/route";
import { getDb } from "@/lib/platform/db";
import { createCustomer, freshDeliveringShop, type menuPick } from "../factories";
import { call, setCookies } from "../request";

let pizzas: Awaited<ReturnType<typeof menuPick>>;

beforeAll(async () => {
  pizzas = await freshDeliveringShop();
});

const large = () => ({
  qty: 1,
  total: pizzas.price("large") / 100,
  subcategoryId: pizzas.variants[0]!.id,
  categoryItemId: pizzas.item.id,
  size: "large",
});

/** A token that once signed a customer in: expired, or signed out. */
async function deadTokens() {
  const expired = await createCustomer();
  await getDb().session.updateMany({
    where: { customerId: expired.customer.id },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
  const signedOut = await createCustomer();
  expect((await call(signOut, { method: "POST", bearer: signedOut.token })).status).toBe(200);
  return { expired: expired.token, signedOut: signedOut.token, garbage: "not-a-token-at-all" };
}

describe("a bearer token that no longer signs anyone in, on the basket's calls open to visitors", () => {
  it("is refused with the 401 the spec's client signs in after, and nothing is written", async () => {
    const before = await getDb().basket.count();
    for (const [kind, token] of Object.entries(await deadTokens())) {
      const added = await call(addCart, { bearer: token, body: large() });
      expect(added.status, kind).toBe(401);
      expect(added.json).toMatchObject({
        success: false,
        message: "User not authorised! Please sign in.",
        data: { tokenRejected: true },
      });
      expect(setCookies(added.response).basket_token, kind).toBeUndefined();
      const shown = await call(cartDetail, { bearer: token });
      expect(shown.status, kind).toBe(401);
      expect(shown.json.data.tokenRejected).toBe(true);
    }
    expect(await getDb().basket.count()).toBe(before);
  });

  it("is refused even beside the visitor's cookie, whose basket works again once the token is dropped", async () => {
    const visitorAdd = await call(addCart, { body: large() });
    expect(visitorAdd.status).toBe(201);
    const cookies = { basket_token: setCookies(visitorAdd.response).basket_token!.value };
    const { expired } = await deadTokens();
    expect((await call(cartDetail, { bearer: expired, cookies })).status).toBe(401);
    const lineId = visitorAdd.json.data.lineId as string;
    expect(
      (await call(addInfo, { bearer: expired, cookies, params: { id: lineId }, body: { detailinfo: "Cut in 8" } }))
        .status,
    ).toBe(401);
    expect(
      (await call(deleteLine, { method: "DELETE", bearer: expired, cookies, params: { id: lineId } })).status,
    ).toBe(401);
    // No token at all: the visitor, as before.
    const seen = await call(cartDetail, { cookies });
    expect(seen.status).toBe(200);
    expect(seen.json.data.Iteam).toHaveLength(1);
    expect((await call(addCart, { cookies, body: large() })).status).toBe(201);
  });

  it("leaves a live token and a request with none as they were", async () => {
    const c = await createCustomer();
    expect((await call(addCart, { bearer: c.token, body: large() })).status).toBe(201);
    expect((await call(cartDetail, { bearer: c.token })).json.data.Iteam).toHaveLength(1);
    const stranger = await call(cartDetail);
    expect(stranger.status).toBe(200);
    expect(stranger.json.data.Iteam).toEqual([]);
  });
});
