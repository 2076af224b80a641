import { beforeAll, describe, expect, it } from "vitest";
import { GET as listAdmin, POST as create } from "@/app/api/adminauth/promotions/route";
import { DELETE as retire, PATCH as update } from "@/app/api/adminauth/promotions/[id]/route";
import { GET as listPublic } from "@/app/api/promotions/route";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { advertisedInSlot, createPromotion, listAdvertisedPromotions, updatePromotion } from "@/lib/promotions";
import { runSeed } from "@/lib/seed";
import { resetDatabase } from "../db";
import { createAdmin } from "../factories";
import { weekendOffer } from "../promotions";
import { call } from "../request";

let admin: string;
let pizzasId: string;

beforeAll(async () => {
  await resetDatabase();
  await runSeed(getDb(), getConfig(), () => undefined);
  admin = (await createAdmin()).token;
  pizzasId = (await getDb().category.findUniqueOrThrow({ where: { name: "Pizzas" } })).id;
});

describe("the seeded promotions", () => {
  it("give every badge the pages show a real promotion with its condition", async () => {
    const res = await call(listPublic);
    expect(res.status).toBe(200);
    const badges = res.json.data.map((p: { badge: string }) => p.badge).sort();
    expect(badges).toEqual(["-100%", "-17%", "-20%", "-20%", "-20%", "-40%", "-5%"]);
    const order5 = res.json.data.find((p: { code: string | null }) => p.code === "ORDER5");
    expect(order5).toMatchObject({ placements: ["banner"], liveNow: true, link: "/order#menu" });
    const pizzas = res.json.data.find((p: { badge: string }) => p.badge === "-40%");
    expect(pizzas.link).toBe(`/order?category=${pizzasId}#menu`);
    expect(pizzas.image).toBe("http://localhost:3000/home/deal-pizzas.svg");
    const burgers = res.json.data.find((p: { headline: string }) => p.headline === "Burger and fries night");
    expect(burgers.schedule).toBe("Fridays, 17:00–23:00");
  });
});

describe("admin promotions", () => {
  it("creates, lists, edits and retires a promotion; the public list follows", async () => {
    const created = await call(create, { body: weekendOffer(), bearer: admin });
    expect(created.status).toBe(201);
    const id = created.json.data._id as string;
    expect(created.json.data).toMatchObject({ code: null, percent: 10, days: [6, 7], timesUsed: 0, retiredAt: null });
    expect((await call(listPublic)).json.data.map((p: { _id: string }) => p._id)).toContain(id);

    const edited = await call(update, {
      method: "PATCH",
      params: { id },
      body: weekendOffer({ percent: 15, code: "weekend15", minSpend: 20 }),
      bearer: admin,
    });
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({ percent: 15, code: "WEEKEND15", minSpend: 20 });

    expect((await call(retire, { method: "DELETE", params: { id }, bearer: admin })).status).toBe(200);
    expect((await call(listPublic)).json.data.map((p: { _id: string }) => p._id)).not.toContain(id);
    const all = (await call(listAdmin, { bearer: admin })).json.data as { _id: string; retiredAt: string | null }[];
    expect(all.find((p) => p._id === id)?.retiredAt).toEqual(expect.any(String));
  });

  it.each([
    ["a percentage over 100", { percent: 101 }, "percent", "At most 100%."],
    [
      "an end before the start",
      { startsAt: "2026-12-10T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" },
      "endsAt",
      "The end must be after the start.",
    ],
    ["a code already in use, in any case", { code: "order5" }, "code", "This code is already in use."],
    ["a negative amount", { kind: "amount_off_subtotal", amount: -5 }, "amount", "The amount cannot be negative."],
    [
      "a multi-buy without categories",
      { kind: "multi_buy", quantity: 2, percent: null },
      "categoryIds",
      "Choose the categories the deal covers.",
    ],
    [
      "an unknown category",
      { kind: "percent_off_lines", categoryIds: ["0199a1b2-0000-7000-8000-000000000000"] },
      "categoryIds",
      "Choose categories of the menu.",
    ],
    ["a free item without a dish", { kind: "free_item", percent: null }, "freeItemId", "Choose the free dish."],
    ["only one of the times", { from: "17:00" }, "to", "Give both times, or neither."],
    [
      "a picture from elsewhere",
      { image: "https://evil.example/x.png" },
      "image",
      "Choose one of the site's pictures.",
    ],
  ])("refuses %s with a field message, and writes nothing", async (_what, over, field, message) => {
    const before = await getDb().promotion.count();
    const res = await call(create, { body: weekendOffer(over), bearer: admin });
    expect(res.status).toBe(400);
    expect(res.json.data[field]).toBe(message);
    expect(await getDb().promotion.count()).toBe(before);
  });

  it("answers the promotion as it was before an edit, for the audit trail, and as edited", async () => {
    const input: Parameters<typeof updatePromotion>[1] = {
      name: "Tuesday fiver",
      headline: "£5 off on Tuesdays",
      badge: "-£5",
      description: "£5 off an order of £25 or more on Tuesdays.",
      imagePath: null,
      placements: [],
      code: "TUESDAY5",
      isCombinable: false,
      audience: "everyone",
      oncePerCustomer: false,
      usageCap: null,
      startsAt: null,
      endsAt: null,
      days: [2],
      fromTime: null,
      toTime: null,
      minSpendPence: 2500,
      kind: "amount_off_subtotal",
      percent: null,
      amountPence: 500,
      categoryIds: [],
      dietary: [],
      sizes: [],
      quantity: null,
      setPricePence: null,
      freeItemId: null,
      freeItemSize: null,
      linkCategoryId: null,
    };
    const made = await createPromotion(input);
    const { before, promotion } = await updatePromotion(made.id, { ...input, amountPence: 600, minSpendPence: 3000 });
    expect(before).toEqual(made);
    expect(promotion).toMatchObject({ id: made.id, amountPence: 600, minSpendPence: 3000, code: "TUESDAY5" });
  });

  it("answers 404 for an unknown promotion and 400 for a malformed id", async () => {
    expect(
      (
        await call(update, {
          method: "PATCH",
          params: { id: "0199a1b2-0000-7000-8000-000000000000" },
          body: weekendOffer(),
          bearer: admin,
        })
      ).status,
    ).toBe(404);
    expect((await call(retire, { method: "DELETE", params: { id: "nope" }, bearer: admin })).status).toBe(400);
  });
});

describe("the places with room for one promotion", () => {
  it("show the owner's newest promotion placed there, not the seeded one made first; retired, the seeded one again", async () => {
    expect((await advertisedInSlot("order_page"))?.code).toBe("WELCOME20");
    expect((await advertisedInSlot("banner"))?.code).toBe("ORDER5");
    const created = await call(create, {
      body: weekendOffer({ name: "Opening night", days: [], placements: ["banner", "order_page"] }),
      bearer: admin,
    });
    expect(created.status).toBe(201);
    const id = created.json.data._id as string;
    expect((await advertisedInSlot("order_page"))?.id).toBe(id);
    expect((await advertisedInSlot("banner"))?.id).toBe(id);
    expect((await call(retire, { method: "DELETE", params: { id }, bearer: admin })).status).toBe(200);
    expect((await advertisedInSlot("order_page"))?.code).toBe("WELCOME20");
    expect((await advertisedInSlot("banner"))?.code).toBe("ORDER5");
  });
});

describe("what the pages may advertise, on a controlled clock", () => {
  it("shows a promotion from its start to its end and never outside", async () => {
    const created = await call(create, {
      body: weekendOffer({
        name: "Christmas week",
        startsAt: "2026-12-21T00:00:00Z",
        endsAt: "2026-12-28T00:00:00Z",
        days: [],
      }),
      bearer: admin,
    });
    const id = created.json.data._id as string;
    const shown = async (iso: string) => (await listAdvertisedPromotions(new Date(iso))).some((p) => p.id === id);
    expect(await shown("2026-12-20T23:59:59Z")).toBe(false);
    expect(await shown("2026-12-21T00:00:00Z")).toBe(true);
    const during = (await listAdvertisedPromotions(new Date("2026-12-22T12:00:00Z"))).find((p) => p.id === id);
    expect(during?.schedule).toBe("Until 27 December");
    expect(await shown("2026-12-27T23:59:59Z")).toBe(true);
    expect(await shown("2026-12-28T00:00:00Z")).toBe(false);
  });

  it("keeps a weekly offer on the pages with its hours, applying only within them", async () => {
    const friday = new Date("2026-11-27T18:00:00Z");
    const thursday = new Date("2026-11-26T18:00:00Z");
    const burgers = (list: Awaited<ReturnType<typeof listAdvertisedPromotions>>) =>
      list.find((p) => p.name === "Burger night 20% off");
    expect(burgers(await listAdvertisedPromotions(friday))?.isLiveNow).toBe(true);
    expect(burgers(await listAdvertisedPromotions(thursday))?.isLiveNow).toBe(false);
  });
});
