import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as adminIdentity, PUT as putIdentity } from "@/app/api/adminauth/store/identity/route";
import { GET as publicIdentity } from "@/app/api/store/identity/route";
import { GET as media } from "@/app/media/[...key]/route";
import { renderEmail } from "@/lib/mail";
import { getConfig, reloadConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { runSeed } from "@/lib/seed";
import { logoMarkPath, shopIdentity, shopIdentityInTransaction } from "@/lib/shop";
import { resetDatabase } from "../db";
import { createAdmin } from "../factories";
import { call } from "../request";

// The shop's identity is a setting (issue 25): seeded from SHOP_* at first start, edited by the
// owner alone (store.identity), audited, and read everywhere through shopIdentity().

let owner: string;
let manager: string;
let kitchen: string;

const SHOP_ENV = {
  SHOP_NAME: "Slice of Leeds",
  SHOP_ADDRESS: "12 Briggate, Leeds LS1 6HD",
  SHOP_PHONE: "0113 496 0000",
  SHOP_EMAIL: "hello@slice-of-leeds.example",
  SHOP_COMPANY_NUMBER: "01234567",
  SHOP_VAT_NUMBER: "GB 123 4567 89",
};

function identityForm(fields: Record<string, string>, logo?: File) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  if (logo) data.set("logo", logo);
  return data;
}

const VALID = {
  name: "Tasty Slice Leeds",
  address: "3 Call Lane, Leeds LS1 7BT",
  phone: "0113 496 0123",
  email: "orders@tasty-leeds.example",
  companyNumber: "SC123456",
  vatNumber: "",
};

beforeAll(async () => {
  await resetDatabase();
  owner = (await createAdmin("id-owner")).token;
  manager = (await createAdmin("id-manager", { role: "manager" })).token;
  kitchen = (await createAdmin("id-kitchen", { role: "kitchen", twoFactor: false })).token;
});

afterEach(() => {
  for (const key of Object.keys(SHOP_ENV)) delete process.env[key];
  reloadConfig();
});

describe("the shop's identity", () => {
  it("is seeded from SHOP_* on first start and never overwritten by a later start", async () => {
    await getDb().shopProfile.deleteMany();
    Object.assign(process.env, SHOP_ENV);
    reloadConfig();
    await runSeed(getDb(), getConfig(), () => {});
    const res = await call(publicIdentity);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      name: "Slice of Leeds",
      logo: null,
      address: "12 Briggate, Leeds LS1 6HD",
      phone: "0113 496 0000",
      email: "hello@slice-of-leeds.example",
      companyNumber: "01234567",
      vatNumber: "GB 123 4567 89",
    });
    process.env.SHOP_NAME = "Another Name";
    reloadConfig();
    await runSeed(getDb(), getConfig(), () => {});
    expect((await shopIdentity()).name).toBe("Slice of Leeds");
  });

  it("lets the owner save it, with an audit entry of before and after, and every reader sees it", async () => {
    const res = await call(putIdentity, { method: "PUT", form: identityForm(VALID), bearer: owner });
    expect(res.status, res.json.message).toBe(200);
    expect(res.json.data).toMatchObject({ ...VALID, companyNumber: "SC123456", vatNumber: null, logo: null });
    const read = await call(publicIdentity);
    expect(read.json.data).toMatchObject({
      name: "Tasty Slice Leeds",
      phone: "0113 496 0123",
      email: "orders@tasty-leeds.example",
    });
    expect((await call(adminIdentity, { bearer: owner })).json.data).toEqual(read.json.data);

    const entry = await getDb().auditEntry.findFirstOrThrow({
      where: { action: "store.identity" },
      orderBy: { at: "desc" },
    });
    expect(entry).toMatchObject({ actorUsername: "id-owner", targetType: "store" });
    expect(entry.before).toMatchObject({ name: "Slice of Leeds", phone: "0113 496 0000" });
    expect(entry.after).toMatchObject({ name: "Tasty Slice Leeds", phone: "0113 496 0123" });

    // Mails name the shop as it is now: the subject, the band and the footer with its contacts.
    const mail = await renderEmail("verify-email", { username: "Amara", linkSeed: "a".repeat(32) });
    expect(mail.subject).toBe("Verify your email for Tasty Slice Leeds");
    expect(mail.text).toContain("Tasty Slice Leeds · 3 Call Lane, Leeds LS1 7BT");
    expect(mail.text).toContain("0113 496 0123");
    expect(mail.text).toContain("orders@tasty-leeds.example");
    expect(mail.html).toContain('href="tel:01134960123"');
    expect(mail.text).toContain("Company number SC123456");
  });

  it("is read once by a transaction that queues mails, and afresh by the next one", async () => {
    const rename = (tradingName: string) => getDb().shopProfile.update({ where: { id: 1 }, data: { tradingName } });
    await rename("Slice of Leeds");
    // An order's mail asks for it for its payload and again for its subject, in one transaction.
    const first = await getDb().$transaction(async (tx) => {
      const reads = vi.spyOn(tx.shopProfile, "findUnique");
      const names = [(await shopIdentityInTransaction(tx)).name, (await shopIdentityInTransaction(tx)).name];
      return { names, reads: reads.mock.calls.length };
    });
    expect(first).toEqual({ names: ["Slice of Leeds", "Slice of Leeds"], reads: 1 });
    await rename("Slice of Headingley");
    expect((await getDb().$transaction((tx) => shopIdentityInTransaction(tx))).name).toBe("Slice of Headingley");
  });

  it("stores an uploaded logo as WebP and removes it on request", async () => {
    const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: "#fc8a06" } })
      .png()
      .toBuffer();
    const logo = new File([new Uint8Array(png)], "logo.png", { type: "image/png" });
    const res = await call(putIdentity, { method: "PUT", form: identityForm(VALID, logo), bearer: owner });
    expect(res.status, res.json.message).toBe(200);
    expect(res.json.data.logo).toMatch(/\/media\/shop\/logo-[0-9a-f-]{36}-w480\.webp$/);
    // Stored 480 px wide, and 128 px wide for the header and footer, which show that one (decision 077).
    const key = (url: string) => new URL(url, getConfig().APP_URL).pathname.replace("/media/", "").split("/");
    const full = await call(media, { params: { key: key(res.json.data.logo) } });
    const mark = await call(media, { params: { key: key(logoMarkPath(res.json.data.logo)!) } });
    expect(await sharp(full.bytes).metadata()).toMatchObject({ format: "webp", width: 480, height: 160 });
    expect(await sharp(mark.bytes).metadata()).toMatchObject({ format: "webp", width: 128, height: 43 });
    expect((await shopIdentity()).logoPath).toBe(new URL(res.json.data.logo).pathname);
    // Saving the text again keeps the logo; removeLogo takes it away.
    const kept = await call(putIdentity, { method: "PUT", form: identityForm(VALID), bearer: owner });
    expect(kept.json.data.logo).toBe(res.json.data.logo);
    const removed = await call(putIdentity, {
      method: "PUT",
      form: identityForm({ ...VALID, removeLogo: "true" }),
      bearer: owner,
    });
    expect(removed.json.data.logo).toBeNull();

    const notAPicture = new File([new Uint8Array(Buffer.from("not a picture"))], "logo.png", { type: "image/png" });
    const bad = await call(putIdentity, { method: "PUT", form: identityForm(VALID, notAPicture), bearer: owner });
    expect(bad.status).toBe(400);
    expect(bad.json.data).toEqual({ logo: "Choose a JPEG, PNG, WebP, AVIF or GIF picture." });
  });

  it("answers 400 with a message per field for a bad e-mail, phone, company or VAT number", async () => {
    const res = await call(putIdentity, {
      method: "PUT",
      form: identityForm({
        ...VALID,
        name: "X",
        email: "not-an-email",
        phone: "call us",
        companyNumber: "123",
        vatNumber: "GB 12",
      }),
      bearer: owner,
    });
    expect(res.status).toBe(400);
    expect(res.json.data).toMatchObject({
      name: "The trading name must be at least 2 characters.",
      email: "Enter an e-mail address such as orders@example.co.uk.",
      phone: "Enter a phone number such as 020 7946 0000.",
      companyNumber: "A company number is 8 digits, or 2 letters and 6 digits.",
      vatNumber: "Enter a UK VAT number such as GB 123 4567 89.",
    });
    expect((await shopIdentity()).phone).toBe("0113 496 0123");
  });

  it("is the owner's alone: a manager and the kitchen are refused and nothing changes", async () => {
    for (const bearer of [manager, kitchen]) {
      const res = await call(putIdentity, {
        method: "PUT",
        form: identityForm({ ...VALID, phone: "020 7946 0999" }),
        bearer,
      });
      expect(res.status).toBe(403);
      expect((await call(adminIdentity, { bearer })).status).toBe(403);
    }
    expect((await shopIdentity()).phone).toBe("0113 496 0123");
    // The customers' read needs no one.
    expect((await call(publicIdentity)).status).toBe(200);
  });
});
