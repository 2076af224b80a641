import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PATCH as patchZone, DELETE as removeZone } from "@/app/api/adminauth/store/zones/[id]/route";
import { GET as listZones, POST as postZone } from "@/app/api/adminauth/store/zones/route";
import { PUT as putContact } from "@/app/api/auth/user/contact/route";
import { GET as getUser } from "@/app/api/auth/user/route";
import { DELETE as removeAddress } from "@/app/api/cart/address/[id]/route";
import { POST as addAddress } from "@/app/api/cart/addAddress/route";
import { GET as cartDetail } from "@/app/api/cart/cartdetail/route";
import { POST as createOrder } from "@/app/api/cart/create_order/route";
import { POST as setFulfilment } from "@/app/api/cart/fulfilment/route";
import { POST as selectAddress } from "@/app/api/cart/selectAddress/route";
import { GET as showAddress } from "@/app/api/cart/showAddress/route";
import { GET as checkDelivery } from "@/app/api/delivery/check/route";
import { getDb } from "@/lib/platform/db";
import { createZone, NO_PHONE_FOR_DELIVERY_MESSAGE, updateZone, zoneExtraMinutes } from "@/lib/shop";
import { seedCatalogue } from "@/lib/seed";
import { resetDatabase } from "../db";
import { createAdmin, createCustomer, menuPick, seedZone } from "../factories";
import { addDish, deliverTo } from "../checkout-steps";
import { call } from "../request";

// Issue 12 B: delivery zones, addresses with postcodes, who to call, and what create_order refuses.

let admin: Awaited<ReturnType<typeof createAdmin>>;
let pizzas: Awaited<ReturnType<typeof menuPick>>;

beforeAll(async () => {
  await resetDatabase();
  await seedCatalogue(getDb());
  admin = await createAdmin();
  pizzas = await menuPick("Pizzas");
});

beforeEach(async () => {
  await getDb().deliveryZone.deleteMany();
});

const zone = (body: Record<string, unknown>) => call(postZone, { bearer: admin.token, body });
const CENTRAL = {
  name: "Central",
  outwardCodes: ["W1", "SW1", "WC2"],
  deliveryFee: 2.49,
  minimumOrder: 12,
  extraMinutes: 0,
};
const OUTER = { name: "Outer", outwardCodes: "w10, w11 , NW1", deliveryFee: 3.99, minimumOrder: 25, extraMinutes: 15 };

async function basketOfPizzas(token: string, qty: number) {
  await addDish(token, pizzas, { qty });
}

describe("admin zones API", () => {
  it("creates, lists, edits and deletes zones, in pence inside and major units on the wire", async () => {
    const created = await zone(OUTER);
    expect(created.status).toBe(201);
    expect(created.json.data).toEqual({
      _id: expect.any(String),
      name: "Outer",
      outwardCodes: ["W10", "W11", "NW1"],
      deliveryFee: 3.99,
      minimumOrder: 25,
      extraMinutes: 15,
      isActive: true,
    });
    const row = await getDb().deliveryZone.findUniqueOrThrow({ where: { id: created.json.data._id } });
    expect(row).toMatchObject({ feePence: 399, minimumOrderPence: 2500 });

    const list = await call(listZones, { bearer: admin.token });
    expect(list.json.data.map((z: { name: string }) => z.name)).toEqual(["Outer"]);

    const id = created.json.data._id as string;
    const edited = await call(patchZone, {
      method: "PATCH",
      bearer: admin.token,
      params: { id },
      body: { deliveryFee: 4.5, isActive: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({ name: "Outer", deliveryFee: 4.5, minimumOrder: 25, isActive: false });

    const removed = await call(removeZone, { method: "DELETE", bearer: admin.token, params: { id } });
    expect(removed.status).toBe(200);
    expect(await getDb().deliveryZone.count()).toBe(0);
    expect((await call(removeZone, { method: "DELETE", bearer: admin.token, params: { id } })).status).toBe(404);
    expect(
      (await call(patchZone, { method: "PATCH", bearer: admin.token, params: { id }, body: { name: "X" } })).status,
    ).toBe(404);
  });

  it("answers the zone as it was before an edit, for the audit trail, and as edited", async () => {
    const made = await createZone({
      name: "Outer",
      outwardCodes: ["W10"],
      feePence: 399,
      minimumOrderPence: 2500,
      extraMinutes: 15,
      isActive: true,
    });
    const { before, zone: edited } = await updateZone(made.id, { feePence: 450, isActive: false });
    expect(before).toEqual(made);
    expect(edited).toEqual({ ...made, feePence: 450, isActive: false });
  });

  it("answers 400 with field messages for bad input, and writes nothing", async () => {
    const bad = await zone({
      name: " ",
      outwardCodes: ["W1B 5AH", "1W"],
      deliveryFee: -1,
      minimumOrder: 12.345,
      extraMinutes: -5,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.data).toEqual({
      name: "Give the zone a name.",
      outwardCodes: expect.stringMatching(/^Not an outward code: W1B5AH, 1W\./),
      deliveryFee: "The delivery fee cannot be negative.",
      minimumOrder: "The minimum order must be in whole pence.",
      extraMinutes: "Extra minutes cannot be negative.",
    });
    expect((await zone({ ...CENTRAL, outwardCodes: [] })).json.data.outwardCodes).toBe(
      "List at least one outward code, such as W1.",
    );
    expect((await zone({ ...CENTRAL, deliveryFee: "2.49" })).json.data.deliveryFee).toMatch(/amount/);
    expect(await getDb().deliveryZone.count()).toBe(0);
  });

  it("refuses overlapping outward codes between active zones, and a name already taken", async () => {
    expect((await zone(CENTRAL)).status).toBe(201);
    const overlap = await zone({ ...OUTER, outwardCodes: ["W1B", "SE"] });
    expect(overlap.status).toBe(400);
    expect(overlap.json.data.outwardCodes).toBe(
      "W1B overlaps W1 in Central. An outward code belongs to one active zone.",
    );
    const area = await zone({ ...OUTER, outwardCodes: ["SW"] });
    expect(area.json.data.outwardCodes).toMatch(/^SW overlaps SW1 in Central/);
    expect((await zone({ ...OUTER, name: "Central" })).json.data.name).toBe("Another zone has this name.");
    // W10 is another district than W1; an inactive zone may hold codes an active one has.
    expect((await zone(OUTER)).status).toBe(201);
    const spare = await zone({ ...OUTER, name: "Winter", outwardCodes: ["W1"], isActive: false });
    expect(spare.status).toBe(201);
    const activate = await call(patchZone, {
      method: "PATCH",
      bearer: admin.token,
      params: { id: spare.json.data._id },
      body: { isActive: true },
    });
    expect(activate.status).toBe(400);
    expect(activate.json.data.outwardCodes).toMatch(/W1 overlaps W1 in Central/);
  });

  it("is for admins only", async () => {
    const c = await createCustomer();
    expect((await call(listZones)).status).toBe(401);
    expect((await call(listZones, { bearer: c.token })).status).toBe(403);
    expect((await call(postZone, { bearer: c.token, body: CENTRAL })).status).toBe(403);
  });
});

describe("GET /api/delivery/check from the zones", () => {
  it("answers the zone with its fee and minimum, W1 covering W1B and not W10", async () => {
    await zone(CENTRAL);
    await zone({ ...OUTER, outwardCodes: ["W10"] });
    const w1b = await call(checkDelivery, { path: "/api/delivery/check?postcode=w1b5ah" });
    expect(w1b.json).toEqual({
      success: true,
      message: "Good news: we deliver to W1B 5AH. Delivery £2.49, minimum order £12.00.",
      data: {
        postcode: "W1B 5AH",
        outwardCode: "W1B",
        delivers: true,
        zone: { _id: expect.any(String), name: "Central", deliveryFee: 2.49, minimumOrder: 12 },
      },
    });
    const w10 = await call(checkDelivery, { path: "/api/delivery/check?postcode=W10%204AA" });
    expect(w10.json.data.zone).toMatchObject({ name: "Outer", deliveryFee: 3.99, minimumOrder: 25 });
    const m1 = await call(checkDelivery, { path: "/api/delivery/check?postcode=M1%201AA" });
    expect(m1.json.data).toEqual({ postcode: "M1 1AA", outwardCode: "M1", delivers: false, zone: null });
    expect(m1.json.message).toMatch(/^Sorry, we don't deliver to M1 1AA yet\./);
  });

  it("stops answering for an inactive zone", async () => {
    const created = await zone(CENTRAL);
    await call(patchZone, {
      method: "PATCH",
      bearer: admin.token,
      params: { id: created.json.data._id },
      body: { isActive: false },
    });
    const res = await call(checkDelivery, { path: "/api/delivery/check?postcode=SW1A%202AA" });
    expect(res.json.data).toMatchObject({ delivers: false, zone: null });
  });
});

describe("addresses with postcodes", () => {
  it("finds and normalises the postcode in the spec's free text; refuses text without one", async () => {
    await zone(CENTRAL);
    const c = await createCustomer();
    const free = await call(addAddress, {
      bearer: c.token,
      body: { address: "Flat 3, 12 Regent Street, London w1b5ah" },
    });
    expect(free.status).toBe(201);
    expect(free.json).toMatchObject({
      message: "Address added successfully",
      data: {
        address: "Flat 3, 12 Regent Street, London w1b5ah",
        postcode: "W1B 5AH",
        line1: null,
        deliverable: true,
        zone: { name: "Central", deliveryFee: 2.49, minimumOrder: 12 },
      },
    });
    const none = await call(addAddress, { bearer: c.token, body: { address: "1 High Street, Leeds" } });
    expect(none.status).toBe(400);
    expect(none.json.data.address).toBe("Add the postcode to the address, such as W1B 5AH.");
    expect(await getDb().address.count({ where: { customerId: c.customer.id } })).toBe(1);
  });

  it("takes lines, town, postcode and rider notes, and validates each", async () => {
    await zone(CENTRAL);
    const c = await createCustomer();
    const bad = await call(addAddress, {
      bearer: c.token,
      body: { line1: "", town: "London", postcode: "SW1A", riderNotes: "x".repeat(301) },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.data).toEqual({
      line1: "Enter the first line of the address.",
      postcode: "Enter a full UK postcode such as W1B 5AH.",
      riderNotes: "Keep the notes for the rider under 300 characters.",
    });
    const ok = await call(addAddress, {
      bearer: c.token,
      body: {
        line1: " 10 Downing Street ",
        line2: "",
        town: "London",
        postcode: "sw1a2aa",
        riderNotes: "Gate code 1234, flat 2",
      },
    });
    expect(ok.status).toBe(201);
    expect(ok.json.data).toEqual({
      _id: expect.any(String),
      address: "10 Downing Street, London, SW1A 2AA",
      line1: "10 Downing Street",
      line2: null,
      town: "London",
      postcode: "SW1A 2AA",
      riderNotes: "Gate code 1234, flat 2",
      // "1234" is no phone number: the order calls the account's.
      phone: null,
      deliverable: true,
      zone: { _id: expect.any(String), name: "Central", deliveryFee: 2.49, minimumOrder: 12 },
    });
  });

  it("saves an address outside every zone, saying it cannot be delivered to", async () => {
    await zone(CENTRAL);
    const c = await createCustomer();
    const m1 = await call(addAddress, {
      bearer: c.token,
      body: { line1: "1 Piccadilly", town: "Manchester", postcode: "M1 1AA" },
    });
    expect(m1.status).toBe(201);
    expect(m1.json.data).toMatchObject({ postcode: "M1 1AA", deliverable: false, zone: null });
    expect(m1.json.message).toBe(
      "Address added successfully, but we don't deliver to M1 1AA. Choose another address, or collect your order from us.",
    );
    const list = await call(showAddress, { bearer: c.token });
    expect(list.json.data[0]).toMatchObject({ deliverable: false, selected: false });
    const chosen = await call(selectAddress, { bearer: c.token, body: { addressId: m1.json.data._id } });
    expect(chosen.status).toBe(200);
    expect(chosen.json.message).toMatch(/but we don't deliver to M1 1AA/);
  });

  it("keeps at most 20, and a removed one makes room: only the customer's own, and the basket chooses none", async () => {
    await zone(CENTRAL);
    const c = await createCustomer();
    const other = await createCustomer();
    const add = (token: string, n: number) =>
      call(addAddress, { bearer: token, body: { line1: `${n} Regent Street`, town: "London", postcode: "W1B 5TD" } });
    const ids: string[] = [];
    for (let n = 1; n <= 20; n += 1) ids.push((await add(c.token, n)).json.data._id);
    const full = await add(c.token, 21);
    expect(full.status).toBe(400);
    expect(full.json.data.address).toBe(
      "You can keep at most 20 addresses: remove one you no longer use (Profile, Address) to add another.",
    );

    const chosen = ids[4]!;
    expect((await call(selectAddress, { bearer: c.token, body: { addressId: chosen } })).status).toBe(200);
    // Another customer's address is not theirs to remove: 404, as for one that does not exist.
    const theirs = await call(removeAddress, { method: "DELETE", bearer: other.token, params: { id: chosen } });
    expect(theirs.status).toBe(404);
    expect(await getDb().address.count({ where: { id: chosen } })).toBe(1);
    expect((await call(removeAddress, { method: "DELETE", params: { id: chosen } })).status).toBe(401);
    expect((await call(removeAddress, { method: "DELETE", bearer: c.token, params: { id: "nope" } })).status).toBe(400);

    const removed = await call(removeAddress, { method: "DELETE", bearer: c.token, params: { id: chosen } });
    expect(removed.status).toBe(200);
    expect(removed.json).toMatchObject({ success: true, message: "Address removed.", data: null });
    const left = (await call(showAddress, { bearer: c.token })).json.data as { _id: string }[];
    expect(left).toHaveLength(19);
    expect(left.map((a) => a._id)).not.toContain(chosen);
    expect((await call(cartDetail, { bearer: c.token })).json.data.addressId).toBeNull();
    expect((await add(c.token, 21)).status).toBe(201);
    expect((await call(removeAddress, { method: "DELETE", bearer: c.token, params: { id: chosen } })).status).toBe(404);
  });
});

describe("the basket's fee and minimum come from the address's zone", () => {
  it("shows the cheapest zone before an address, then the chosen address's zone", async () => {
    await zone(CENTRAL);
    await zone(OUTER);
    const c = await createCustomer();
    await basketOfPizzas(c.token, 1);
    const before = (await call(cartDetail, { bearer: c.token })).json.data;
    expect(before).toMatchObject({ deliveryFee: 2.49, minimumOrder: 12 });
    expect(before.delivery).toEqual({
      zone: { _id: expect.any(String), name: "Central" },
      deliverable: null,
      message: "Delivery from £2.49, minimum order £12.00: choose an address to see its fee.",
    });
    await deliverTo(c.token, { line1: "1 Ladbroke Grove", town: "London", postcode: "W10 5AA" });
    const after = (await call(cartDetail, { bearer: c.token })).json.data;
    expect(after).toMatchObject({
      deliveryFee: 3.99,
      minimumOrder: 25,
      delivery: { zone: { name: "Outer" }, deliverable: true },
    });
    expect(after.grandtotal).toBeCloseTo(after.subtotal + 3.99, 2);
  });

  it("refuses below the zone's minimum with 409, and accepts once it is reached", async () => {
    await zone(CENTRAL);
    await zone(OUTER);
    const c = await createCustomer();
    await basketOfPizzas(c.token, 1); // a large pizza reaches Central's £12 but not Outer's £25
    await deliverTo(c.token, { line1: "1 Ladbroke Grove", town: "London", postcode: "W10 5AA" });
    const short = await call(createOrder, { method: "POST", bearer: c.token });
    expect(short.status).toBe(409);
    expect(short.json.message).toMatch(/^The minimum order for delivery to W10 5AA is £25\.00: add £\d+\.\d\d more\.$/);
    await basketOfPizzas(c.token, 2);
    const ok = await call(createOrder, { method: "POST", bearer: c.token });
    expect(ok.status).toBe(200);
    const order = await getDb().order.findUniqueOrThrow({ where: { id: ok.json.data.orderRef } });
    expect(order).toMatchObject({ deliveryFeePence: 399, deliveryZone: "Outer", deliveryPostcode: "W10 5AA" });
  });

  it("makes a Manchester address (M1 1AA) impossible to order to, charging nothing", async () => {
    await seedZone();
    const c = await createCustomer();
    await basketOfPizzas(c.token, 3);
    await deliverTo(c.token, { address: "1 Piccadilly, Manchester M1 1AA" });
    const basket = (await call(cartDetail, { bearer: c.token })).json.data;
    expect(basket.delivery).toMatchObject({
      deliverable: false,
      message: "Sorry, we don't deliver to M1 1AA. Choose another address, or collect your order from us.",
    });
    const refused = await call(createOrder, { method: "POST", bearer: c.token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      "Sorry, we don't deliver to M1 1AA. Choose another address, or collect your order from us.",
    );
    expect(await getDb().order.count({ where: { customerId: c.customer.id } })).toBe(0);
    expect(await getDb().payment.count({ where: { order: { customerId: c.customer.id } } })).toBe(0);

    // The same customer collects instead: no address, no delivery fee, and the order is taken.
    const collect = await call(setFulfilment, { bearer: c.token, body: { fulfilment: "collection", slot: null } });
    expect(collect.status).toBe(200);
    expect(collect.json.data).toMatchObject({
      fulfilment: "collection",
      deliveryFee: 0,
      delivery: { message: "Collection from the shop: no delivery fee." },
    });
    const created = await call(createOrder, { method: "POST", bearer: c.token });
    expect(created.status, created.text).toBe(200);
    const order = await getDb().order.findFirstOrThrow({ where: { customerId: c.customer.id } });
    expect(order).toMatchObject({
      fulfilment: "collection",
      deliveryFeePence: 0,
      deliveryAddress: null,
      deliveryPostcode: null,
    });
  });

  it("refuses when no zone is active at all", async () => {
    const c = await createCustomer();
    await basketOfPizzas(c.token, 2);
    await deliverTo(c.token, { address: "12 Regent Street, London W1B 5TD" });
    const basket = (await call(cartDetail, { bearer: c.token })).json.data;
    expect(basket).toMatchObject({ deliveryFee: 0, delivery: { zone: null, deliverable: false } });
    expect((await call(createOrder, { method: "POST", bearer: c.token })).status).toBe(409);
  });

  it("gives the promise calculation the zone's extra minutes", async () => {
    await zone(CENTRAL);
    await zone(OUTER);
    const c = await createCustomer();
    const outer = await call(addAddress, { bearer: c.token, body: { address: "2 Portobello Road, London W11 2DY" } });
    const central = await call(addAddress, { bearer: c.token, body: { address: "1 Regent Street, London W1B 5AH" } });
    const far = await call(addAddress, { bearer: c.token, body: { address: "1 Piccadilly, Manchester M1 1AA" } });
    expect(await zoneExtraMinutes(outer.json.data._id)).toBe(15);
    expect(await zoneExtraMinutes(central.json.data._id)).toBe(0);
    expect(await zoneExtraMinutes(far.json.data._id)).toBe(0);
    expect(await zoneExtraMinutes(null)).toBe(0);
  });
});

describe("who to call", () => {
  it("validates a UK phone number, keeps it normalised on the account", async () => {
    const c = await createCustomer({ contact: false });
    expect((await call(getUser, { bearer: c.token })).json.data).toMatchObject({ contactName: null, phone: null });
    for (const phone of ["12345", "+33 6 12 34 56 78", "07911", "call me", ""]) {
      const bad = await call(putContact, { method: "PUT", bearer: c.token, body: { name: "Sam Taylor", phone } });
      expect(bad.status).toBe(400);
      expect(bad.json.data.phone).toBe("Enter a UK phone number such as 07911 123456.");
    }
    const noName = await call(putContact, {
      method: "PUT",
      bearer: c.token,
      body: { name: " ", phone: "07911 123456" },
    });
    expect(noName.json.data).toEqual({ name: "Enter your name." });
    const ok = await call(putContact, {
      method: "PUT",
      bearer: c.token,
      body: { name: " Sam Taylor ", phone: "020 7946 0958" },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toEqual({ contactName: "Sam Taylor", phone: "+442079460958" });
    expect((await call(getUser, { bearer: c.token })).json.data).toMatchObject({
      contactName: "Sam Taylor",
      phone: "+442079460958",
    });
    expect((await call(putContact, { method: "PUT", body: { name: "X", phone: "07911 123456" } })).status).toBe(401);
  });

  it("refuses create_order without a phone, then freezes the name and phone on the order with the rider notes and postcode", async () => {
    await seedZone();
    const c = await createCustomer({ contact: false });
    await basketOfPizzas(c.token, 2);
    await deliverTo(c.token, {
      line1: "12 Regent Street",
      line2: "Flat 4",
      town: "London",
      postcode: "W1B 5TD",
      riderNotes: "Gate code 4321",
    });
    const refused = await call(createOrder, { method: "POST", bearer: c.token });
    expect(refused.status).toBe(409);
    // The name defaults to the username; a phone is needed (decision 022).
    expect(refused.json.message).toBe(NO_PHONE_FOR_DELIVERY_MESSAGE);
    expect(refused.json.data).toEqual({ phone: "Enter a UK phone number." });
    expect(await getDb().order.count({ where: { customerId: c.customer.id } })).toBe(0);

    await call(putContact, { method: "PUT", bearer: c.token, body: { name: "Sam Taylor", phone: "+44 7911 123456" } });
    const created = await call(createOrder, { method: "POST", bearer: c.token });
    expect(created.status).toBe(200);
    const order = await getDb().order.findUniqueOrThrow({ where: { id: created.json.data.orderRef } });
    expect(order).toMatchObject({
      contactName: "Sam Taylor",
      contactPhone: "+447911123456",
      deliveryPostcode: "W1B 5TD",
      riderNotes: "Gate code 4321",
      deliveryZone: "Central London",
      deliveryAddress: "12 Regent Street, Flat 4, London, W1B 5TD",
      deliveryFeePence: 249,
    });
    // A changed phone is a new checkout, not the reused pending order with the old number.
    await call(putContact, { method: "PUT", bearer: c.token, body: { name: "Sam Taylor", phone: "07400 123456" } });
    const again = await call(createOrder, { method: "POST", bearer: c.token });
    expect(again.json.data.orderRef).not.toBe(created.json.data.orderRef);
  });
});
