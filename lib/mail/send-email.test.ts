import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "@/lib/accounts";
import { expireShopData } from "@/lib/platform/cache";
import { getDb } from "@/lib/platform/db";
import { transactionWithJobs } from "@/lib/platform/queue";
import { takeConsoleErrors } from "@/test/console";
import { clearJobs, resetDatabase } from "@/test/db";
import { startResendWithKey } from "@/test/doubles/configured";
import type { ResendDouble } from "@/test/doubles/resend";
import { makeRetriesDue, runQueuedJobs } from "@/test/jobs";
import { clearOutbox } from "@/test/outbox";
import { linkToken, newLinkSeed } from "./link-token";
import { queueEmail } from "./queue-email";
import { renderEmail } from "./render";
import { outboxDir } from "./send-mail";
import { sendQueuedEmail } from "./send-email-job";

let n = 0;
const freshAddress = () => `mail${++n}.${Date.now()}@example.co.uk`;

function queueVerifyMail(to: string, linkSeed = newLinkSeed()) {
  return transactionWithJobs((_tx, jobs) =>
    queueEmail(jobs, { to, template: "verify-email", payload: { username: "Amara", linkSeed } }),
  );
}

const emailRow = (id: string) => getDb().emailMessage.findUniqueOrThrow({ where: { id } });

beforeAll(async () => {
  await resetDatabase();
});

// Each case works only the jobs it queued.
beforeEach(clearJobs);

describe("templates", () => {
  it("renders the verification mail in the shop's look, as HTML and plain text, with a link from its seed", async () => {
    const seed = newLinkSeed();
    const mail = await renderEmail("verify-email", { username: "Amara", linkSeed: seed });
    const link = `http://localhost:3000/auth/verifyemail/${linkToken(seed)}`;
    expect(mail.subject).toBe("Verify your email for Tasty Slice");
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('lang="en-GB"');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("#fc8a06"); // the brand orange of app/globals.css
    expect(mail.html).toContain("Regent Street, London");
    expect(mail.text).toContain("Hello Amara,");
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("Tasty Slice · Regent Street, London");
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it("renders the password reset mail with its own link and expiry", async () => {
    const seed = newLinkSeed();
    const mail = await renderEmail("reset-password", { username: "Amara", linkSeed: seed });
    expect(mail.subject).toBe("Reset your Tasty Slice password");
    expect(mail.text).toContain(`/auth/NewPassword/${linkToken(seed)}`);
    expect(mail.text).toContain("expires in 1 hour");
  });

  it("invites a new owner to 'an owner account' and a rider to 'a rider account'", async () => {
    // The article was always "a": "Alice has given you a owner account".
    const invite = (roleLabel: string) =>
      renderEmail("staff-invite", { username: "bob", roleLabel, invitedBy: "Alice", linkSeed: newLinkSeed() });
    expect((await invite("Owner")).text).toContain("Alice has given you an owner account on Tasty Slice's admin.");
    expect((await invite("Rider")).text).toContain("Alice has given you a rider account on Tasty Slice's admin.");
  });

  it("counts one minute and one order in the singular in the owner's kitchen alerts", async () => {
    // The owner may escalate after 1 minute and self-pause after 1 order: "has waited 1 minutes".
    const waiting = await renderEmail("order-unanswered", {
      orderId: "01a25110-f962-7588-8132-c77d42d9c2f1",
      orderNumber: "#1042",
      customerName: "Sam Taylor",
      placedAt: "2026-11-27T20:00:00Z",
      waitedMinutes: 1,
      fulfilment: "delivery",
      dueAt: null,
      totalPence: 1748,
      currency: "GBP",
      boardUrl: "http://localhost:3000/admin/orders",
    });
    expect(waiting.subject).toBe("Order #1042 has waited 1 minute: nobody has accepted it");
    expect(waiting.text).toContain("nobody has accepted or rejected it for 1 minute.");
    const paused = await renderEmail("shop-paused-itself", {
      until: "2026-11-27T20:15:00Z",
      unansweredOrders: 1,
      boardUrl: "http://localhost:3000/admin/orders",
    });
    expect(paused.subject).toBe("Online ordering paused itself until 20:15: 1 order went unanswered");
    expect(paused.text).toContain("1 order waited unanswered within the hour");
  });

  it("never stores a working link: the payload holds a seed, the token needs the server's secret", async () => {
    const seed = newLinkSeed();
    const token = linkToken(seed);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain(seed);
    const { id } = await queueVerifyMail(freshAddress(), seed);
    expect(JSON.stringify((await emailRow(id)).payload)).not.toContain(token);
    expect(hashToken(token)).not.toBe(token);
  });

  it("refuses an unknown template or a payload that does not fit", async () => {
    await expect(renderEmail("order-teleported", {})).rejects.toThrow(/Unknown e-mail template/);
    await expect(renderEmail("verify-email", { username: "Amara" })).rejects.toThrow();
  });
});

describe("sending through Resend", () => {
  let resend: ResendDouble;
  beforeAll(async () => {
    resend = await startResendWithKey();
  });
  afterAll(() => resend.stop());
  afterEach(() => resend.failFor(0));

  it("loses nothing while Resend is down for a minute: the mail goes out once when it is back, its tries counted", async () => {
    const to = freshAddress();
    const { id } = await queueVerifyMail(to);
    resend.failFor(Number.POSITIVE_INFINITY, 500);

    // The queue's clock moves from one retry to the next; Resend comes back after 60 s of it.
    let elapsed = 0;
    const waits: number[] = [];
    while ((await emailRow(id)).status !== "sent") {
      expect(await runQueuedJobs()).toBe(1);
      const row = await emailRow(id);
      if (row.status === "sent") break;
      expect(row).toMatchObject({
        status: "queued",
        lastError: "Resend refused the mail (500): Down in the test double",
      });
      const [wait] = await makeRetriesDue("send-email");
      waits.push(wait!);
      elapsed += wait!;
      if (elapsed >= 60) resend.failFor(0);
    }

    const row = await emailRow(id);
    expect(row).toMatchObject({ status: "sent", provider: "resend", tries: waits.length + 1 });
    expect(row.sentAt).toBeInstanceOf(Date);
    const received = resend.received.filter((m) => m.body.to === to);
    expect(received).toHaveLength(1);
    expect(row.providerId).toBe(received[0]!.id);
    expect(resend.requests).toBeGreaterThanOrEqual(3);
    // 15-30 s, then 30-60 s, ...: at least two failed tries before a minute had passed.
    expect(waits.length).toBeGreaterThanOrEqual(2);
    expect(waits[0]).toBeGreaterThan(14);
    expect(waits[0]).toBeLessThanOrEqual(30);
    expect(waits[1]).toBeGreaterThan(29);
    expect(waits[1]).toBeLessThanOrEqual(60);
  });

  it("does not send twice when a try reached Resend but its success was never recorded", async () => {
    const to = freshAddress();
    const { id } = await queueVerifyMail(to);
    await runQueuedJobs();
    expect(resend.received.filter((m) => m.body.to === to)).toHaveLength(1);

    // As after a crash between Resend's answer and the update: the row still says queued.
    await getDb().emailMessage.update({ where: { id }, data: { status: "queued" } });
    await sendQueuedEmail(id, { jobId: "again", attempt: 2, isLastAttempt: false });
    expect(resend.received.filter((m) => m.body.to === to)).toHaveLength(1);
    expect(await emailRow(id)).toMatchObject({ status: "sent", tries: 2 });
  });

  it("sends from EMAIL_FROM with the shop's own address to reply to, so a customer's answer reaches the shop", async () => {
    // Replies went to EMAIL_FROM (a sending address such as orders@ or no-reply@), not to the
    // address the owner set for the shop: "please ring the flat bell" answered to the order was lost.
    await getDb().shopProfile.create({
      data: {
        tradingName: "Tasty Slice",
        address: "Regent Street, London",
        phone: "020 7946 0000",
        email: "hello@tastyslice.co.uk",
      },
    });
    await expireShopData();
    try {
      const to = freshAddress();
      await queueVerifyMail(to);
      await runQueuedJobs();
      const [received] = resend.received.filter((m) => m.body.to === to);
      expect(received!.body).toMatchObject({
        from: "Tasty Slice <orders@tastyslice.co.uk>",
        reply_to: "hello@tastyslice.co.uk",
      });
    } finally {
      await getDb().shopProfile.deleteMany();
      await expireShopData();
    }
  });

  it("sends under the shop's trading name as the owner set it, at EMAIL_FROM's address, quoted when it needs it", async () => {
    // The From name was EMAIL_FROM's, fixed at deployment: a shop renamed in the admin still
    // sent as "Tasty Slice".
    const sentFrom = async (tradingName: string) => {
      await getDb().shopProfile.upsert({
        where: { id: 1 },
        create: {
          id: 1,
          tradingName,
          address: "Regent Street, London",
          phone: "020 7946 0000",
          email: "hello@tastyslice.co.uk",
        },
        update: { tradingName },
      });
      await expireShopData();
      const to = freshAddress();
      await queueVerifyMail(to);
      await runQueuedJobs();
      return resend.received.find((m) => m.body.to === to)!.body.from;
    };
    try {
      expect(await sentFrom("Napoli Nights")).toBe("Napoli Nights <orders@tastyslice.co.uk>");
      // A comma would part the name from its address in the header; quotes in it are escaped.
      expect(await sentFrom('Pizza, Pasta & "Co"')).toBe('"Pizza, Pasta & \\"Co\\"" <orders@tastyslice.co.uk>');
    } finally {
      await getDb().shopProfile.deleteMany();
      await expireShopData();
    }
  });

  it("marks the mail failed, with the last error, when every try has failed", async () => {
    const { id } = await queueVerifyMail(freshAddress());
    resend.failFor(Number.POSITIVE_INFINITY, 503);
    for (let i = 0; i < 11; i++) {
      expect(await runQueuedJobs()).toBe(1);
      await makeRetriesDue("send-email");
    }
    expect(await runQueuedJobs()).toBe(0);
    expect(await emailRow(id)).toMatchObject({
      status: "failed",
      tries: 11,
      lastError: "Resend refused the mail (503): Down in the test double",
    });
    expect(takeConsoleErrors().map((args) => String(args[0]))).toEqual([
      expect.stringMatching(/^\[jobs\] send-email \S+ try 11 of 11 failed: .*; giving up\.$/),
    ]);
  });
});

describe("the outbox (no RESEND_API_KEY)", () => {
  beforeEach(clearOutbox);

  it("keeps one file per mail, however often it is tried", async () => {
    const to = freshAddress();
    const { id } = await queueVerifyMail(to);
    await runQueuedJobs();
    await getDb().emailMessage.update({ where: { id }, data: { status: "queued" } });
    await sendQueuedEmail(id, { jobId: "again", attempt: 2, isLastAttempt: false });

    const files = (await readdir(outboxDir())).filter((f) => f.includes(id));
    expect(files).toHaveLength(1);
    const kept = JSON.parse(await readFile(path.join(outboxDir(), files[0]!), "utf8"));
    expect(kept).toMatchObject({ id, to, subject: "Verify your email for Tasty Slice" });
    expect(await emailRow(id)).toMatchObject({ status: "sent", provider: "outbox", providerId: id });
  });
});
