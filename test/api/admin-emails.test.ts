import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as resend } from "@/app/api/adminauth/emails/[id]/resend/route";
import { GET as emails } from "@/app/api/adminauth/emails/route";
import { POST as signUp } from "@/app/api/auth/SignUp/route";
import { getDb } from "@/lib/platform/db";
import { resetDatabase } from "../db";
import { createAdmin } from "../factories";
import { runQueuedJobs } from "../jobs";
import { clearOutbox, readOutbox } from "../outbox";
import { call } from "../request";

let admin: string;

function signUpForm(username: string, email: string) {
  const form = new FormData();
  form.set("username", username);
  form.set("email", email);
  form.set("password", "secret123");
  return form;
}

async function signUpMany(count: number) {
  const addresses: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `log${i}.${Date.now()}@example.co.uk`;
    expect((await call(signUp, { form: signUpForm(`Log${i}`, email) })).status).toBe(201);
    addresses.push(email);
  }
  await runQueuedJobs();
  return addresses;
}

beforeAll(async () => {
  await resetDatabase();
  await clearOutbox();
  admin = (await createAdmin()).token;
});

describe("GET /api/adminauth/emails", () => {
  it("lists the shop's mails newest first, a page at a time, with status and tries", async () => {
    const addresses = await signUpMany(3);
    const first = await call(emails, { bearer: admin, path: "/api/adminauth/emails?page=1&pageSize=2" });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.json.data.emails.map((e: { to: string }) => e.to)).toEqual([addresses[2], addresses[1]]);
    expect(first.json.data.emails[0]).toEqual({
      _id: expect.any(String),
      to: addresses[2],
      subject: "Verify your email for Tasty Slice",
      template: "verify-email",
      status: "sent",
      tries: 1,
      lastError: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      resentFromId: null,
    });
    const second = await call(emails, { bearer: admin, path: "/api/adminauth/emails?page=2&pageSize=2" });
    expect(second.json.data.emails.map((e: { to: string }) => e.to)).toEqual([addresses[0]]);
  });

  it("answers a bad page with a 400 naming the field", async () => {
    const res = await call(emails, { bearer: admin, path: "/api/adminauth/emails?page=0&pageSize=500" });
    expect(res.status).toBe(400);
    expect(res.json.data).toEqual({ page: "Pages start at 1.", pageSize: "Show at most 100 e-mails." });
  });
});

describe("POST /api/adminauth/emails/{id}/resend", () => {
  it("sends a logged mail again as a new mail, once per click", async () => {
    const [to] = await signUpMany(1);
    const original = await getDb().emailMessage.findFirstOrThrow({ where: { to } });
    const before = (await readOutbox()).filter((m) => m.to === to);

    const click = { "idempotency-key": randomUUID() };
    const res = await call(resend, { method: "POST", bearer: admin, params: { id: original.id }, headers: click });
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual({ _id: expect.any(String), resentFromId: original.id, status: "queued" });
    const again = await call(resend, { method: "POST", bearer: admin, params: { id: original.id }, headers: click });
    expect(again.status).toBe(200);
    expect(again.json.data._id).toBe(res.json.data._id);

    const after = (await readOutbox()).filter((m) => m.to === to);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.text).toBe(before.at(-1)!.text);
    expect(await getDb().emailMessage.findUniqueOrThrow({ where: { id: res.json.data._id } })).toMatchObject({
      status: "sent",
      resentFromId: original.id,
      to,
    });

    // Another click is another mail.
    const next = await call(resend, {
      method: "POST",
      bearer: admin,
      params: { id: original.id },
      headers: { "idempotency-key": randomUUID() },
    });
    expect(next.status).toBe(201);
    expect(next.json.data._id).not.toBe(res.json.data._id);
  });

  it("makes one mail of one click sent twice at the same moment", async () => {
    const [to] = await signUpMany(1);
    const original = await getDb().emailMessage.findFirstOrThrow({ where: { to } });
    const click = { "idempotency-key": randomUUID() };
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(resend, { method: "POST", bearer: admin, params: { id: original.id }, headers: click })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json.data._id)).size).toBe(1);
    expect(await getDb().emailMessage.count({ where: { resentFromId: original.id } })).toBe(1);
  });

  it("answers an unknown mail with a 404, a malformed id or key with a 400, and queues nothing", async () => {
    const count = await getDb().emailMessage.count();
    expect((await call(resend, { method: "POST", bearer: admin, params: { id: randomUUID() } })).status).toBe(404);
    expect((await call(resend, { method: "POST", bearer: admin, params: { id: "not-an-id" } })).status).toBe(400);
    const badKey = await call(resend, {
      method: "POST",
      bearer: admin,
      params: { id: randomUUID() },
      headers: { "idempotency-key": "a b" },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.json.data).toHaveProperty("Idempotency-Key");
    expect(await getDb().emailMessage.count()).toBe(count);
  });
});
