import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as resend } from "@/app/api/adminauth/emails/[id]/resend/route";
import { GET as emails } from "@/app/api/adminauth/emails/route";
import { POST as signUp } from "@/app/api/auth/SignUp/route";
import { POST as forgot } from "@/app/api/auth/forgopassword/route";
import { POST as resetPassword } from "@/app/api/auth/resetpassword/[token]/route";
import { GET as verifyEmail } from "@/app/api/auth/verifyemail/[token]/route";
import { hashToken } from "@/lib/accounts";
import { getDb } from "@/lib/platform/db";
import { resetDatabase } from "../db";
import { createAdmin } from "../factories";
import { runQueuedJobs } from "../jobs";
import { clearOutbox, latestLinkToken, readOutbox } from "../outbox";
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
    expect(res.json.data).toEqual({
      _id: expect.any(String),
      resentFromId: original.id,
      status: "queued",
      isRenewed: true,
    });
    const again = await call(resend, { method: "POST", bearer: admin, params: { id: original.id }, headers: click });
    expect(again.status).toBe(200);
    expect(again.json.data._id).toBe(res.json.data._id);

    const after = (await readOutbox()).filter((m) => m.to === to);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.subject).toBe(before.at(-1)!.subject);
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

describe("Resend on a customer's verify or reset mail (decision 114)", () => {
  const resendOf = (id: string, bearer = admin) =>
    call(resend, { method: "POST", bearer, params: { id }, headers: { "idempotency-key": randomUUID() } });

  it("sends a verification mail with a new link, the old one void, and puts it on the audit trail", async () => {
    // Sent again as it was, the mail carried its first link: expired after 24 hours, or void once
    // the customer had asked for another, it opened on "invalid or has expired".
    const [to] = await signUpMany(1);
    const original = await getDb().emailMessage.findFirstOrThrow({ where: { to } });
    const first = await latestLinkToken(to!, "/auth/verifyemail");

    const res = await resendOf(original.id);
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual({
      _id: expect.any(String),
      resentFromId: original.id,
      status: "queued",
      isRenewed: true,
    });
    expect(res.json.message).toBe(
      `A new verification link is on its way to ${to}. It works once, for 24 hours; the link in the earlier e-mail no longer works.`,
    );
    const second = await latestLinkToken(to!, "/auth/verifyemail");
    expect(second).not.toBe(first);
    expect(await getDb().emailMessage.findUniqueOrThrow({ where: { id: res.json.data._id } })).toMatchObject({
      template: "verify-email",
      resentFromId: original.id,
      to,
    });
    expect((await call(verifyEmail, { params: { token: first } })).status).toBe(400);
    expect((await call(verifyEmail, { params: { token: second } })).status).toBe(200);

    const customer = await getDb().customer.findUniqueOrThrow({ where: { emailNormalized: to } });
    const audit = await getDb().auditEntry.findFirstOrThrow({
      where: { action: "customer.verify-link.renew", targetId: customer.id },
    });
    expect(audit).toMatchObject({
      targetType: "customer",
      targetId: customer.id,
      targetName: customer.username,
      after: { email: to, resentFromId: original.id, resentId: res.json.data._id },
    });

    // Verified now: there is nothing to send a link for.
    const count = await getDb().emailMessage.count();
    const verified = await resendOf(original.id);
    expect([verified.status, verified.json.message]).toEqual([
      409,
      `${customer.username} has already verified their e-mail address: there is nothing to verify.`,
    ]);
    expect(await getDb().emailMessage.count()).toBe(count);
  });

  it("sends a password reset mail with a new link that works after the first was used, and only the newest works", async () => {
    const [to] = await signUpMany(1);
    await getDb().customer.update({ where: { emailNormalized: to }, data: { isVerified: true } });
    expect((await call(forgot, { body: { email: to } })).status).toBe(200);
    const original = await getDb().emailMessage.findFirstOrThrow({ where: { to, template: "reset-password" } });
    const first = await latestLinkToken(to!, "/auth/NewPassword");
    expect(
      (await call(resetPassword, { params: { token: first }, body: { newpassword: "first-new-pass" } })).status,
    ).toBe(200);

    // The customer says the mail's link did nothing (it was used): the shop sends it again.
    const res = await resendOf(original.id);
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(
      `A new link to reset the password is on its way to ${to}. It works once, for 1 hour; the link in the earlier e-mail no longer works.`,
    );
    const second = await latestLinkToken(to!, "/auth/NewPassword");
    expect(second).not.toBe(first);
    const again = await resendOf(original.id);
    expect(again.status).toBe(201);
    const third = await latestLinkToken(to!, "/auth/NewPassword");
    expect(
      (await call(resetPassword, { params: { token: second }, body: { newpassword: "second-pass" } })).status,
    ).toBe(400);
    expect((await call(resetPassword, { params: { token: third }, body: { newpassword: "third-pass" } })).status).toBe(
      200,
    );
    const customer = await getDb().customer.findUniqueOrThrow({ where: { emailNormalized: to } });
    expect(
      await getDb().auditEntry.count({ where: { action: "customer.reset-link.renew", targetId: customer.id } }),
    ).toBe(2);
  });

  it("makes one new link of one click sent twice at the same moment", async () => {
    const [to] = await signUpMany(1);
    const original = await getDb().emailMessage.findFirstOrThrow({ where: { to } });
    const click = { "idempotency-key": randomUUID() };
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(resend, { method: "POST", bearer: admin, params: { id: original.id }, headers: click })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json.data._id)).size).toBe(1);
    expect(await getDb().emailMessage.count({ where: { resentFromId: original.id } })).toBe(1);
    // One new link, the sign-up's void: the only link that works is the resent mail's.
    const customer = await getDb().customer.findUniqueOrThrow({ where: { emailNormalized: to } });
    const live = await getDb().emailToken.findMany({ where: { customerId: customer.id, usedAt: null } });
    expect(live).toHaveLength(1);
    expect(live[0]!.tokenHash).toBe(hashToken(await latestLinkToken(to!, "/auth/verifyemail")));
    expect(await getDb().emailToken.count({ where: { customerId: customer.id } })).toBe(2);
  });

  it("sends no link to an address the account has left", async () => {
    const [to] = await signUpMany(1);
    const original = await getDb().emailMessage.findFirstOrThrow({ where: { to } });
    await getDb().customer.update({
      where: { emailNormalized: to },
      data: { email: `moved.${to}`, emailNormalized: `moved.${to}` },
    });
    const res = await resendOf(original.id);
    expect([res.status, res.json.message]).toEqual([
      409,
      "No account has this e-mail address any more, so there is no link to send again.",
    ]);
    expect(await getDb().emailMessage.count({ where: { resentFromId: original.id } })).toBe(0);
  });

  it("is open to whoever reads the e-mail log, as before", async () => {
    const [to] = await signUpMany(1);
    const original = await getDb().emailMessage.findFirstOrThrow({ where: { to } });
    const { token: manager } = await createAdmin(undefined, { role: "manager" });
    const res = await resendOf(original.id, manager);
    expect(res.status).toBe(201);
    expect(res.json.message).toMatch(/^A new verification link is on its way/);
  });
});
