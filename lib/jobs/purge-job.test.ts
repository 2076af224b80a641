import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db";
import { enqueueJob } from "@/lib/platform/queue";
import { resetDatabase } from "@/test/db";
import { createCustomer } from "@/test/factories";
import { runQueuedJobs } from "@/test/jobs";
import { purgeExpiredRows, purgeJob } from "./purge-job";
import { SHOP_ZONE } from "@/lib/platform/time";

// The purge as of an explicit moment: rows of every kind on both sides of each limit.

const NOW = new Date("2026-11-20T03:30:00Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const HOUR = 3600;
const DAY = 24 * HOUR;

async function seedRows() {
  const { customer } = await createCustomer();
  const db = getDb();
  await db.session.updateMany({ data: { userAgent: "customer's own", expiresAt: later(30 * DAY) } });
  const session = (label: string, data: { expiresAt: Date; revokedAt?: Date }) =>
    db.session.create({
      data: { tokenHash: `session-${label}-${randomUUID()}`, customerId: customer.id, userAgent: label, ...data },
    });
  await session("live", { expiresAt: later(DAY) });
  await session("expired", { expiresAt: ago(60) });
  await session("revoked", { expiresAt: later(DAY), revokedAt: ago(60) });

  const token = (label: string, data: { expiresAt: Date; usedAt?: Date }) =>
    db.emailToken.create({
      data: { tokenHash: `token-${label}`, customerId: customer.id, purpose: "verify_email", ...data },
    });
  await token("unused-live", { expiresAt: later(HOUR) });
  await token("used-yesterday", { expiresAt: later(HOUR), usedAt: ago(DAY) });
  await token("expired-yesterday", { expiresAt: ago(DAY) });
  await token("used-8-days-ago", { expiresAt: ago(7 * DAY), usedAt: ago(8 * DAY) });
  await token("expired-8-days-ago", { expiresAt: ago(8 * DAY) });

  const counter = (key: string, windowStart: Date) => db.rateLimit.create({ data: { key, count: 3, windowStart } });
  await counter("signin:email:now", ago(60));
  await counter("signup:ip:an-hour-ago", ago(HOUR));
  await counter("signup:ip:23-hours-ago", ago(23 * HOUR));
  await counter("forgot:email:2-days-ago", ago(2 * DAY));

  // The audit trail goes by the database's clock and the owner's retention (six years here).
  await db.$executeRawUnsafe(
    `INSERT INTO "AuditEntry" ("at", "action") VALUES (now() - interval '7 years', 'seven years ago'), (now() - interval '5 years', 'five years ago')`,
  );
}

async function remaining() {
  const db = getDb();
  return {
    sessions: (await db.session.findMany({ select: { userAgent: true } })).map((s) => s.userAgent).sort(),
    tokens: (await db.emailToken.findMany({ select: { tokenHash: true }, orderBy: { tokenHash: "asc" } })).map(
      (t) => t.tokenHash,
    ),
    counters: (await db.rateLimit.findMany({ select: { key: true }, orderBy: { key: "asc" } })).map((r) => r.key),
  };
}

beforeEach(async () => {
  await resetDatabase();
});

describe("purging rows that can no longer be used", () => {
  it("deletes dead sessions, long-spent e-mail tokens and long-past rate-limit windows, and keeps the rest", async () => {
    await seedRows();
    expect(await purgeExpiredRows(NOW)).toEqual({ sessions: 2, emailTokens: 2, rateLimits: 1, auditEntries: 1 });
    expect(await remaining()).toEqual({
      sessions: ["customer's own", "live"],
      tokens: ["token-expired-yesterday", "token-unused-live", "token-used-yesterday"],
      counters: ["signin:email:now", "signup:ip:23-hours-ago", "signup:ip:an-hour-ago"],
    });
  });

  it("lets the kept rows go once their own limits pass", async () => {
    await seedRows();
    await purgeExpiredRows(NOW);
    expect(await purgeExpiredRows(later(8 * DAY))).toEqual({
      sessions: 1,
      emailTokens: 3,
      rateLimits: 3,
      auditEntries: 0,
    });
    expect(await remaining()).toEqual({ sessions: ["customer's own"], tokens: [], counters: [] });
  });

  it("runs as a job on the queue, as at start and each night", async () => {
    const { customer } = await createCustomer();
    await getDb().session.create({
      data: { tokenHash: "old", customerId: customer.id, expiresAt: new Date(Date.now() - 1000) },
    });
    await enqueueJob(purgeJob, {});
    expect(await runQueuedJobs()).toBe(1);
    expect(await getDb().session.count({ where: { tokenHash: "old" } })).toBe(0);
    expect(await getDb().session.count()).toBe(1);
  });

  it("is scheduled each night at 03:30 London time", () => {
    expect(purgeJob.schedule).toEqual({ cron: "30 3 * * *", tz: SHOP_ZONE });
  });
});
