import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { generate } from "otplib";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { randomUUID } from "node:crypto";
import { GET as listAuditRoute } from "@/app/api/adminauth/audit/route";
import { POST as resendEmail } from "@/app/api/adminauth/emails/[id]/resend/route";
import { POST as login } from "@/app/api/adminauth/adminlogin/route";
import { POST as disable2fa } from "@/app/api/adminauth/2fa/disable/route";
import { POST as enable2fa } from "@/app/api/adminauth/2fa/enable/route";
import { POST as renewCodes } from "@/app/api/adminauth/2fa/recovery-codes/route";
import { POST as setup2fa } from "@/app/api/adminauth/2fa/setup/route";
import { POST as changePassword } from "@/app/api/adminauth/account/password/route";
import { GET as ownSessions } from "@/app/api/adminauth/account/sessions/route";
import { DELETE as endSession } from "@/app/api/adminauth/account/sessions/[id]/route";
import { PATCH as changeMember, DELETE as removeMember } from "@/app/api/adminauth/staff/[id]/route";
import { POST as acceptInvite } from "@/app/api/adminauth/staff/invite/[token]/route";
import { GET as listStaff, POST as invite } from "@/app/api/adminauth/staff/route";
import { GET as board } from "@/app/api/adminauth/orders/route";
import { GET as deliveries } from "@/app/api/adminauth/deliveries/route";
import { POST as delivered } from "@/app/api/adminauth/deliveries/[id]/delivered/route";
import { createSession, purgeOldAuditEntries, resetTwoFactorFromServer } from "@/lib/accounts";
import { moveOrder } from "@/lib/ordering";
import { POST as refund } from "@/app/api/adminauth/orders/[id]/refund/route";
import { PATCH as updateItem } from "@/app/api/admin/categoryItembyId/[id]/route";
import { GET as readRetention, PUT as setRetention } from "@/app/api/adminauth/audit/retention/route";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { seedCatalogue } from "@/lib/seed";
import { resetDatabase } from "../db";
import { createAdmin, createCustomer, seedZone } from "../factories";
import { clearOutbox, latestLinkToken } from "../outbox";
import { placeOrder } from "../place-order";
import { takeConsoleErrors } from "../console";
import { call } from "../request";

let owner: { token: string; adminId: string };

beforeAll(async () => {
  await resetDatabase();
  await clearOutbox();
  await seedCatalogue(getDb());
  await seedZone();
  const made = await createAdmin("owner-1");
  owner = { token: made.token, adminId: made.admin.id };
});

afterEach(() => {
  vi.useRealTimers();
});

const signIn = (username: string, password: string, code?: string) =>
  call(login, { body: { form: { username, password, ...(code ? { code } : {}) } } });

async function inviteAndAccept(username: string, role: string, password = "kitchen-pass-1") {
  const email = `${username}@example.co.uk`;
  const res = await call(invite, { body: { username, email, role }, bearer: owner.token });
  expect(res.status, res.json.message).toBe(201);
  const token = await latestLinkToken(email, "/admin/invite");
  const accepted = await call(acceptInvite, { params: { token }, body: { password } });
  expect(accepted.status, accepted.json.message).toBe(200);
  return { id: res.json.data._id as string, token, email, password };
}

/** A priced dish and the admin's edit form for it with every price `pence` higher. */
async function priceRise(pence: number) {
  const item = await getDb().categoryItem.findFirstOrThrow({
    where: { prices: { some: {} } },
    include: { prices: true },
  });
  const form = new FormData();
  form.set("categoryItemName", item.name);
  form.set("categoryId", item.categoryId);
  form.set("description", item.description);
  form.set("pricing", JSON.stringify(item.prices.map((p) => ({ size: p.size, price: (p.pricePence + pence) / 100 }))));
  return { item, form };
}

describe("staff accounts", () => {
  it("invites a member by e-mail; the link sets their password once, and they sign in with the spec's payload", async () => {
    const res = await call(invite, {
      body: { username: "kit-1", email: "kit-1@example.co.uk", role: "kitchen" },
      bearer: owner.token,
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      username: "kit-1",
      role: "kitchen",
      invitePending: true,
      suspended: false,
      twoFactor: false,
    });
    // Before the link is used there is no password to sign in with.
    expect((await signIn("kit-1", "")).status).toBe(400);
    const token = await latestLinkToken("kit-1@example.co.uk", "/admin/invite");
    const accepted = await call(acceptInvite, { params: { token }, body: { password: "kitchen-pass-1" } });
    expect(accepted.status).toBe(200);
    expect(accepted.json.data).toEqual({ username: "kit-1" });
    const again = await call(acceptInvite, { params: { token }, body: { password: "another-pass-1" } });
    expect(again.status).toBe(404);
    const signedIn = await signIn("kit-1", "kitchen-pass-1");
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data.userAdmin).toMatchObject({ username: "kit-1", role: "kitchen", twoFactor: false });
    const list = await call(listStaff, { bearer: owner.token });
    expect(list.json.data.staff.find((m: { username: string }) => m.username === "kit-1")).toMatchObject({
      invitePending: false,
      activeSessions: 1,
    });
  });

  it("expires an invitation after 72 hours", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const res = await call(invite, {
      body: { username: "late-1", email: "late-1@example.co.uk", role: "rider" },
      bearer: owner.token,
    });
    expect(res.status).toBe(201);
    const token = await latestLinkToken("late-1@example.co.uk", "/admin/invite");
    vi.setSystemTime(Date.now() + 72 * 3600_000 + 1000);
    const accepted = await call(acceptInvite, { params: { token }, body: { password: "rider-pass-12" } });
    expect(accepted.status).toBe(404);
    expect(accepted.json.message).toMatch(/expired or was already used/);
  });

  it("sends a new invitation when the first expired (as the e-mail tells them to ask); the older links stop working", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const res = await call(invite, {
      body: { username: "late-2", email: "late-2@example.co.uk", role: "kitchen" },
      bearer: owner.token,
    });
    expect(res.status).toBe(201);
    const id = res.json.data._id as string;
    const first = await latestLinkToken("late-2@example.co.uk", "/admin/invite");
    vi.setSystemTime(Date.now() + 72 * 3600_000 + 1000);
    expect((await call(acceptInvite, { params: { token: first }, body: { password: "kitchen-pass-2" } })).status).toBe(
      404,
    );
    // Three days on, the owner has signed in again.
    const { token: ownerToken } = await createSession({ adminId: owner.adminId }, null, { twoFactor: true });

    const renewed = await call(changeMember, {
      params: { id },
      body: { sendNewInvitation: true },
      bearer: ownerToken,
    });
    expect(renewed.status, renewed.json.message).toBe(200);
    expect(renewed.json.message).toBe(
      "A new invitation is on its way to late-2@example.co.uk. Its link works once, for 72 hours.",
    );
    expect(renewed.json.data).toMatchObject({ username: "late-2", invitePending: true });
    const second = await latestLinkToken("late-2@example.co.uk", "/admin/invite");
    expect(second).not.toBe(first);
    // Asked twice: only the newest link in their inbox sets a password.
    expect(
      (await call(changeMember, { params: { id }, body: { sendNewInvitation: true }, bearer: ownerToken })).status,
    ).toBe(200);
    const third = await latestLinkToken("late-2@example.co.uk", "/admin/invite");
    expect((await call(acceptInvite, { params: { token: second }, body: { password: "kitchen-pass-2" } })).status).toBe(
      404,
    );
    expect((await call(acceptInvite, { params: { token: third }, body: { password: "kitchen-pass-2" } })).status).toBe(
      200,
    );
    expect((await signIn("late-2", "kitchen-pass-2")).status).toBe(200);

    // Once they have a password there is nothing to invite them to; nor with other changes at once.
    const again = await call(changeMember, { params: { id }, body: { sendNewInvitation: true }, bearer: ownerToken });
    expect([again.status, again.json.message]).toEqual([
      409,
      "late-2 has already chosen a password: they sign in with it.",
    ]);
    const mixed = await call(changeMember, {
      params: { id },
      body: { sendNewInvitation: true, role: "rider" },
      bearer: ownerToken,
    });
    expect([mixed.status, mixed.json.data]).toEqual([
      400,
      { body: "Send a new invitation on its own, then make the other changes." },
    ]);
    const trail = await call(listAuditRoute, {
      path: "/api/adminauth/audit?action=staff.invite.renew&target=late-2",
      bearer: ownerToken,
    });
    expect(trail.json.data.entries).toHaveLength(2);
    expect(trail.json.data.entries[0]).toMatchObject({
      actor: { username: "owner-1" },
      targetId: id,
      targetName: "late-2",
      after: { email: "late-2@example.co.uk" },
    });
  });

  it("sends a new invitation from the e-mail log's Resend, never the expired link again (decision 110)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const res = await call(invite, {
      body: { username: "late-3", email: "late-3@example.co.uk", role: "kitchen" },
      bearer: owner.token,
    });
    expect(res.status).toBe(201);
    const id = res.json.data._id as string;
    const first = await latestLinkToken("late-3@example.co.uk", "/admin/invite");
    const logged = await getDb().emailMessage.findFirstOrThrow({
      where: { to: "late-3@example.co.uk", template: "staff-invite" },
    });
    const manager = await inviteAndAccept("mgr-resend", "manager", "manager-pass-1");
    vi.setSystemTime(Date.now() + 72 * 3600_000 + 1000);
    const { token: ownerToken } = await createSession({ adminId: owner.adminId }, null, { twoFactor: true });
    const { token: managerToken } = await createSession({ adminId: manager.id }, null, { twoFactor: false });

    // A manager reads the log but does not manage staff: told who can, nothing sent.
    const refused = await call(resendEmail, { method: "POST", bearer: managerToken, params: { id: logged.id } });
    expect([refused.status, refused.json.message]).toEqual([
      403,
      "An invitation's link may have expired, so Resend sends a new invitation, and only the owner can do that: ask them to use Resend or the staff page.",
    ]);
    expect(await latestLinkToken("late-3@example.co.uk", "/admin/invite")).toBe(first);

    const click = { "idempotency-key": randomUUID() };
    const resent = await call(resendEmail, {
      method: "POST",
      bearer: ownerToken,
      params: { id: logged.id },
      headers: click,
    });
    expect(resent.status, resent.json.message).toBe(201);
    expect(resent.json.data).toEqual({
      _id: expect.any(String),
      resentFromId: logged.id,
      status: "queued",
      isRenewed: true,
    });
    expect(resent.json.message).toBe(
      "A new invitation is on its way to late-3@example.co.uk. Its link works once, for 72 hours; the link in the earlier e-mail no longer works.",
    );
    expect(await getDb().emailMessage.findUniqueOrThrow({ where: { id: resent.json.data._id } })).toMatchObject({
      template: "staff-invite",
      resentFromId: logged.id,
    });
    const fresh = await latestLinkToken("late-3@example.co.uk", "/admin/invite");
    expect(fresh).not.toBe(first);
    // The same click again sends nothing more.
    const again = await call(resendEmail, {
      method: "POST",
      bearer: ownerToken,
      params: { id: logged.id },
      headers: click,
    });
    expect([again.status, again.json.data._id]).toEqual([200, resent.json.data._id]);
    expect(await latestLinkToken("late-3@example.co.uk", "/admin/invite")).toBe(fresh);

    expect((await call(acceptInvite, { params: { token: first }, body: { password: "kitchen-pass-3" } })).status).toBe(
      404,
    );
    expect((await call(acceptInvite, { params: { token: fresh }, body: { password: "kitchen-pass-3" } })).status).toBe(
      200,
    );
    const trail = await call(listAuditRoute, {
      path: "/api/adminauth/audit?action=staff.invite.renew&target=late-3",
      bearer: ownerToken,
    });
    expect(trail.json.data.entries).toHaveLength(1);
    expect(trail.json.data.entries[0]).toMatchObject({
      actor: { username: "owner-1" },
      targetId: id,
      targetName: "late-3",
      after: { email: "late-3@example.co.uk", resentFromId: logged.id },
    });

    // Once they have a password there is no invitation to send.
    const done = await call(resendEmail, { method: "POST", bearer: ownerToken, params: { id: logged.id } });
    expect([done.status, done.json.message]).toEqual([
      409,
      "late-3 has already chosen a password: they sign in with it.",
    ]);
  });

  it("refuses a taken username and a bad e-mail with messages per field", async () => {
    const taken = await call(invite, {
      body: { username: "owner-1", email: "x@example.co.uk", role: "kitchen" },
      bearer: owner.token,
    });
    expect(taken.status).toBe(400);
    expect(taken.json.data).toEqual({ username: "That username is taken." });
    // Nor in other capitals: "Owner-1" would be a second person the trail's filters take for the first.
    const capitals = await call(invite, {
      body: { username: "Owner-1", email: "x@example.co.uk", role: "kitchen" },
      bearer: owner.token,
    });
    expect([capitals.status, capitals.json.data]).toEqual([400, { username: "That username is taken." }]);
    expect(await getDb().admin.count({ where: { username: "Owner-1" } })).toBe(0);
    const bad = await call(invite, { body: { username: "ok-name", email: "nope", role: "chef" }, bearer: owner.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.data).sort()).toEqual(["email", "role"]);
  });

  it("lets no one but the owner manage staff, and no one give powers they do not hold", async () => {
    const { token: manager } = await createAdmin("manager-1", { role: "manager" });
    const res = await call(invite, {
      body: { username: "m-made", email: "m@example.co.uk", role: "owner" },
      bearer: manager,
    });
    expect(res.status).toBe(403);
    expect(await getDb().admin.count({ where: { username: "m-made" } })).toBe(0);
  });

  it("keeps the last owner: cannot be demoted, suspended or removed, while a second owner can be", async () => {
    const demote = await call(changeMember, {
      params: { id: owner.adminId },
      body: { role: "manager" },
      bearer: owner.token,
    });
    expect(demote.status).toBe(409);
    expect(demote.json.message).toMatch(/must keep an owner/);
    const suspend = await call(changeMember, {
      params: { id: owner.adminId },
      body: { suspended: true },
      bearer: owner.token,
    });
    expect(suspend.status).toBe(409);
    const remove = await call(removeMember, { params: { id: owner.adminId }, bearer: owner.token });
    expect(remove.status).toBe(409);
    expect((await getDb().admin.findUniqueOrThrow({ where: { id: owner.adminId } })).role).toBe("owner");

    const second = await createAdmin("owner-2");
    const ok = await call(changeMember, {
      params: { id: second.admin.id },
      body: { role: "manager" },
      bearer: owner.token,
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data.role).toBe("manager");
    // Their powers shrank: they sign in again.
    expect((await call(board, { bearer: second.token })).status).toBe(401);
  });

  it("suspends a member (signed out at once, cannot sign in), restores them, and removes them", async () => {
    const member = await inviteAndAccept("kit-2", "kitchen");
    const signedIn = await signIn("kit-2", member.password);
    const token = signedIn.json.data.token as string;
    expect((await call(board, { bearer: token })).status).toBe(200);
    expect(
      (await call(changeMember, { params: { id: member.id }, body: { suspended: true }, bearer: owner.token })).status,
    ).toBe(200);
    expect((await call(board, { bearer: token })).status).toBe(401);
    const refused = await signIn("kit-2", member.password);
    expect(refused.status).toBe(401);
    expect(refused.json.message).toMatch(/suspended/);
    expect(
      (await call(changeMember, { params: { id: member.id }, body: { suspended: false }, bearer: owner.token })).status,
    ).toBe(200);
    expect((await signIn("kit-2", member.password)).status).toBe(200);
    expect((await call(removeMember, { params: { id: member.id }, bearer: owner.token })).status).toBe(200);
    expect((await signIn("kit-2", member.password)).status).toBe(401);
    const list = await call(listStaff, { bearer: owner.token });
    expect(list.json.data.staff.map((m: { username: string }) => m.username)).not.toContain("kit-2");
  });

  it("signs a member out of every device at the owner's word", async () => {
    const member = await inviteAndAccept("kit-3", "kitchen");
    const a = (await signIn("kit-3", member.password)).json.data.token as string;
    const b = (await signIn("kit-3", member.password)).json.data.token as string;
    expect(
      (await call(changeMember, { params: { id: member.id }, body: { signOutEverywhere: true }, bearer: owner.token }))
        .status,
    ).toBe(200);
    expect((await call(board, { bearer: a })).status).toBe(401);
    expect((await call(board, { bearer: b })).status).toBe(401);
  });

  it("lets a member change their own password (other devices signed out) and end their own sessions", async () => {
    const member = await inviteAndAccept("kit-4", "kitchen");
    const here = (await signIn("kit-4", member.password)).json.data.token as string;
    const there = (await signIn("kit-4", member.password)).json.data.token as string;
    const sessions = await call(ownSessions, { bearer: here });
    expect(sessions.json.data.sessions).toHaveLength(2);
    const other = sessions.json.data.sessions.find((s: { current: boolean }) => !s.current);
    expect((await call(endSession, { params: { id: other._id }, bearer: here })).status).toBe(200);
    expect((await call(board, { bearer: there })).status).toBe(401);

    const wrong = await call(changePassword, {
      body: { currentPassword: "nope", newPassword: "a-new-pass-12" },
      bearer: here,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.data).toEqual({ currentPassword: "This is not your current password." });
    const third = (await signIn("kit-4", member.password)).json.data.token as string;
    expect(
      (
        await call(changePassword, {
          body: { currentPassword: member.password, newPassword: "a-new-pass-12" },
          bearer: here,
        })
      ).status,
    ).toBe(200);
    expect((await call(board, { bearer: third })).status).toBe(401);
    expect((await call(board, { bearer: here })).status).toBe(200);
    expect((await signIn("kit-4", "a-new-pass-12")).status).toBe(200);
  });
});

describe("a session left open", () => {
  it("cannot be used to guess its member's password: ten tries at changing it in 15 minutes", async () => {
    const member = await inviteAndAccept("kit-guess", "kitchen");
    const token = (await signIn("kit-guess", member.password)).json.data.token as string;
    for (let i = 0; i < 10; i++) {
      const guess = await call(changePassword, {
        body: { currentPassword: `guess-${i}`, newPassword: "taken-over-1" },
        bearer: token,
      });
      expect([i, guess.status, guess.json.data]).toEqual([
        i,
        400,
        { currentPassword: "This is not your current password." },
      ]);
    }
    const limited = await call(changePassword, {
      body: { currentPassword: member.password, newPassword: "taken-over-1" },
      bearer: token,
    });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe("Too many attempts. Please wait a few minutes and try again.");
    expect((await signIn("kit-guess", member.password)).status).toBe(200);
    expect((await signIn("kit-guess", "taken-over-1")).status).toBe(401);
  });
});

describe("a rider", () => {
  it("sees the orders out for delivery with where to go and who to call, and marks one delivered", async () => {
    const { token: customer } = await createCustomer();
    const placed = await placeOrder(customer, 1);
    const rider = await createAdmin("rider-1", { role: "rider" });
    expect((await call(deliveries, { bearer: rider.token })).json.data.deliveries).toEqual([]);
    // Still in the kitchen: not the rider's to mark.
    expect((await call(delivered, { params: { id: placed.orderId }, bearer: rider.token })).status).toBe(409);
    await moveOrder({ orderId: placed.orderId, adminId: owner.adminId, to: "accepted", prepMinutes: 20 });
    await moveOrder({ orderId: placed.orderId, adminId: owner.adminId, to: "out_for_delivery" });
    const list = await call(deliveries, { bearer: rider.token });
    expect(list.status).toBe(200);
    expect(list.json.data.deliveries).toHaveLength(1);
    expect(list.json.data.deliveries[0]).toMatchObject({
      _id: placed.orderId,
      phone: "07911 123456",
      contactName: "Sam Taylor",
      due: 0,
    });
    expect(list.json.data.deliveries[0].address).toBeTruthy();
    const res = await call(delivered, { params: { id: placed.orderId }, bearer: rider.token });
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe("delivered");
    expect((await getDb().order.findUniqueOrThrow({ where: { id: placed.orderId } })).status).toBe("delivered");
    expect((await call(board, { bearer: rider.token })).status).toBe(403);
  });
});

describe("the first start's password file", () => {
  it("is deleted once the first owner has chosen their own password", async () => {
    const config = getConfig();
    const first = await createAdmin(config.ADMIN_USERNAME);
    const file = path.join(config.DATA_DIR, "admin-password.txt");
    await mkdir(config.DATA_DIR, { recursive: true });
    await writeFile(file, `${config.ADMIN_USERNAME}\nadmin-pass-1\n`);
    const res = await call(changePassword, {
      body: { currentPassword: "admin-pass-1", newPassword: "owner-chosen-1" },
      bearer: first.token,
    });
    expect(res.status).toBe(200);
    expect(existsSync(file)).toBe(false);
  });
});

describe("two-factor sign-in (TOTP, RFC 6238)", () => {
  const codeAt = (secret: string, at: number) => generate({ secret, epoch: Math.floor(at / 1000) });

  async function memberWithTwoFactor(username: string) {
    const member = await inviteAndAccept(username, "manager", "manager-pass-1");
    const token = (await signIn(username, member.password)).json.data.token as string;
    const setup = await call(setup2fa, { bearer: token });
    expect(setup.status).toBe(200);
    expect(setup.json.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.json.data.qrSvg).toMatch(/^<svg/);
    const secret = setup.json.data.secret as string;
    return { ...member, username, token, secret };
  }

  it("turns on with a code from the app, answers ten recovery codes once, then asks every sign-in for a code", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T10:00:05Z"));
    const m = await memberWithTwoFactor("mgr-2fa");
    const wrong = await call(enable2fa, { body: { code: "000000" }, bearer: m.token });
    expect(wrong.status).toBe(400);
    const enabled = await call(enable2fa, { body: { code: await codeAt(m.secret, Date.now()) }, bearer: m.token });
    expect(enabled.status).toBe(200);
    const codes = enabled.json.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Stored hashed only.
    const stored = await getDb().adminRecoveryCode.findMany({ where: { admin: { username: "mgr-2fa" } } });
    expect(stored).toHaveLength(10);
    for (const s of stored) expect(codes).not.toContain(s.codeHash);

    const bare = await signIn(m.username, m.password);
    expect(bare.status).toBe(401);
    expect(bare.json.data).toEqual({ twoFactorRequired: true });
    expect(bare.headers.getSetCookie()).toEqual([]);

    // The next window's code (a fast phone clock) is taken...
    vi.setSystemTime(new Date("2026-11-25T10:01:05Z"));
    const next = await codeAt(m.secret, Date.now() + 30_000);
    const withNext = await signIn(m.username, m.password, next);
    expect(withNext.status).toBe(200);
    expect(withNext.json.data.userAdmin.twoFactor).toBe(true);
    // ...once: the same code again is a replay.
    expect((await signIn(m.username, m.password, next)).status).toBe(401);
    // A code of the window before this one is older than the last used: refused too.
    expect((await signIn(m.username, m.password, await codeAt(m.secret, Date.now() - 30_000))).status).toBe(401);

    // Two minutes on, the previous window's code (a slow typist) is taken; two windows back is not.
    vi.setSystemTime(new Date("2026-11-25T10:03:05Z"));
    expect((await signIn(m.username, m.password, await codeAt(m.secret, Date.now() - 60_000))).status).toBe(401);
    expect((await signIn(m.username, m.password, await codeAt(m.secret, Date.now() - 30_000))).status).toBe(200);

    // A recovery code works once.
    expect((await signIn(m.username, m.password, codes[0])).status).toBe(200);
    expect((await signIn(m.username, m.password, codes[0])).status).toBe(401);
    expect((await signIn(m.username, m.password, codes[1]!.toUpperCase().replace("-", ""))).status).toBe(200);
  });

  /** A six-digit code that is none of the three the app would take now. */
  async function wrongCodeAt(secret: string, at: number) {
    const good = await Promise.all([-30_000, 0, 30_000].map((d) => codeAt(secret, at + d)));
    let code = 100_000;
    while (good.includes(String(code))) code += 1;
    return String(code);
  }

  it("counts a wrong code as a failed sign-in: ten guesses, and even the right code waits (a right password is not enough)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T11:00:05Z"));
    const m = await memberWithTwoFactor("mgr-guess");
    expect(
      (await call(enable2fa, { body: { code: await codeAt(m.secret, Date.now()) }, bearer: m.token })).status,
    ).toBe(200);
    vi.setSystemTime(new Date("2026-11-25T11:05:05Z"));
    // "Now give your code" after a right password is no failure, however often it is asked.
    for (let i = 0; i < 12; i++) {
      const bare = await signIn(m.username, m.password);
      expect([i, bare.status, bare.json.data]).toEqual([i, 401, { twoFactorRequired: true }]);
    }
    // Someone who has the password guesses codes: the per-account limit (10 in 15 minutes) holds.
    const wrong = await wrongCodeAt(m.secret, Date.now());
    for (let i = 0; i < 10; i++) {
      const guess = await signIn(m.username, m.password, wrong);
      expect([i, guess.status, guess.json.message]).toEqual([
        i,
        401,
        "That code did not match, or it was already used.",
      ]);
    }
    const sessions = await getDb().session.count({ where: { adminId: m.id } });
    const limited = await signIn(m.username, m.password, await codeAt(m.secret, Date.now()));
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe("Too many attempts. Please wait a few minutes and try again.");
    expect(await getDb().session.count({ where: { adminId: m.id } })).toBe(sessions);
  });

  it("turns off only with a good code", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T12:00:05Z"));
    const m = await memberWithTwoFactor("mgr-off");
    await call(enable2fa, { body: { code: await codeAt(m.secret, Date.now()) }, bearer: m.token });
    expect((await call(disable2fa, { body: { code: "123456" }, bearer: m.token })).status).toBe(400);
    vi.setSystemTime(new Date("2026-11-25T12:00:40Z"));
    expect(
      (await call(disable2fa, { body: { code: await codeAt(m.secret, Date.now()) }, bearer: m.token })).status,
    ).toBe(200);
    expect((await signIn(m.username, m.password)).status).toBe(200);
  });

  it("is turned off for a member who lost their phone and codes by the owner: signed out, a password alone then signs in, recorded", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T12:30:05Z"));
    const m = await memberWithTwoFactor("mgr-lost-phone");
    expect(
      (await call(enable2fa, { body: { code: await codeAt(m.secret, Date.now()) }, bearer: m.token })).status,
    ).toBe(200);
    expect((await signIn(m.username, m.password)).status).toBe(401);

    // Not by the member on their own (they turn it off with a code), nor by someone with fewer powers.
    const self = await call(changeMember, { params: { id: m.id }, body: { resetTwoFactor: true }, bearer: m.token });
    expect([403, 409]).toContain(self.status);
    const ownerSelf = await call(changeMember, {
      params: { id: owner.adminId },
      body: { resetTwoFactor: true },
      bearer: owner.token,
    });
    expect(ownerSelf.status).toBe(409);
    expect(ownerSelf.json.message).toBe("Turn your own two-factor off under Account, with a code.");
    const mixed = await call(changeMember, {
      params: { id: m.id },
      body: { resetTwoFactor: "yes" },
      bearer: owner.token,
    });
    expect(mixed.status).toBe(400);

    const reset = await call(changeMember, {
      params: { id: m.id },
      body: { resetTwoFactor: true },
      bearer: owner.token,
    });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.json.data.twoFactor).toBe(false);
    expect(reset.json.data.activeSessions).toBe(0);
    expect(await getDb().adminRecoveryCode.count({ where: { adminId: m.id } })).toBe(0);
    expect((await call(board, { bearer: m.token })).status).toBe(401);
    const back = await signIn(m.username, m.password);
    expect(back.status).toBe(200);
    expect(back.json.data.userAdmin.twoFactor).toBe(false);
    const again = await call(changeMember, {
      params: { id: m.id },
      body: { resetTwoFactor: true },
      bearer: owner.token,
    });
    expect(again.status).toBe(409);

    const entries = await getDb().auditEntry.findMany({ where: { action: "staff.change", targetId: m.id } });
    expect(entries.at(-1)).toMatchObject({
      actorId: owner.adminId,
      before: expect.objectContaining({ twoFactor: true }),
      after: expect.objectContaining({ twoFactor: false, twoFactorReset: true, signedOutEverywhere: true }),
    });
  });

  it("is turned off from the server's command line for the shop's only owner, whom no one in the app can reset", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T12:40:05Z"));
    const m = await memberWithTwoFactor("mgr-server");
    expect(
      (await call(enable2fa, { body: { code: await codeAt(m.secret, Date.now()) }, bearer: m.token })).status,
    ).toBe(200);
    await expect(resetTwoFactorFromServer(getDb(), "nobody-here")).rejects.toMatchObject({ code: "NOT_FOUND" });

    // Typed as the shop says it, in other capitals.
    expect(await resetTwoFactorFromServer(getDb(), " MGR-Server ")).toEqual({
      username: "mgr-server",
      role: "manager",
    });
    expect((await call(board, { bearer: m.token })).status).toBe(401);
    expect(await getDb().adminRecoveryCode.count({ where: { adminId: m.id } })).toBe(0);
    expect((await signIn(m.username, m.password)).status).toBe(200);
    await expect(resetTwoFactorFromServer(getDb(), "mgr-server")).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await getDb().auditEntry.findFirst({ where: { action: "staff.2fa.reset", targetId: m.id } })).toMatchObject({
      actorId: null,
      targetName: "mgr-server",
      reason: "Reset on the server (npm run staff:reset-2fa).",
      after: expect.objectContaining({ twoFactor: false, signedOutEverywhere: true }),
    });
  });

  it("cannot be turned off by guessing codes from a session left open: ten tries in 15 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T13:00:05Z"));
    const m = await memberWithTwoFactor("mgr-off-guess");
    expect(
      (await call(enable2fa, { body: { code: await codeAt(m.secret, Date.now()) }, bearer: m.token })).status,
    ).toBe(200);
    vi.setSystemTime(new Date("2026-11-25T13:05:05Z"));
    const wrong = await wrongCodeAt(m.secret, Date.now());
    for (let i = 0; i < 10; i++) {
      const guess = await call(disable2fa, { body: { code: wrong }, bearer: m.token });
      expect([i, guess.status, guess.json.data]).toEqual([i, 400, { code: "That code did not match." }]);
    }
    const limited = await call(disable2fa, { body: { code: await codeAt(m.secret, Date.now()) }, bearer: m.token });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe("Too many attempts. Please wait a few minutes and try again.");
    expect((await getDb().admin.findUniqueOrThrow({ where: { id: m.id } })).totpEnabledAt).not.toBeNull();
    expect((await signIn(m.username, m.password)).json.data).toEqual({ twoFactorRequired: true });
  });

  it("makes ten new recovery codes with a current code, the old ones void, shown once and recorded (decision 110)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T15:00:05Z"));
    const m = await memberWithTwoFactor("mgr-new-codes");
    const off = await call(renewCodes, { body: { code: "123456" }, bearer: m.token });
    expect([off.status, off.json.message]).toEqual([409, "Two-factor sign-in is not on."]);
    const enabled = await call(enable2fa, { body: { code: await codeAt(m.secret, Date.now()) }, bearer: m.token });
    const old = enabled.json.data.recoveryCodes as string[];
    // The member has used their codes up to the last one.
    expect((await signIn(m.username, m.password, old[0])).status).toBe(200);

    vi.setSystemTime(new Date("2026-11-25T15:05:05Z"));
    const format = await call(renewCodes, { body: { code: "abcdef" }, bearer: m.token });
    expect([format.status, format.json.data]).toEqual([
      400,
      { code: "Enter the 6-digit code from your authenticator app, or a recovery code." },
    ]);
    const wrong = await call(renewCodes, { body: { code: await wrongCodeAt(m.secret, Date.now()) }, bearer: m.token });
    expect([wrong.status, wrong.json.data]).toEqual([400, { code: "That code did not match." }]);
    expect(await getDb().adminRecoveryCode.count({ where: { adminId: m.id, usedAt: null } })).toBe(9);

    const renewed = await call(renewCodes, { body: { code: await codeAt(m.secret, Date.now()) }, bearer: m.token });
    expect(renewed.status, renewed.json.message).toBe(200);
    const fresh = renewed.json.data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(new Set([...fresh, ...old]).size).toBe(20);
    expect(await getDb().adminRecoveryCode.count({ where: { adminId: m.id } })).toBe(10);
    // Two-factor stays on; an old unused code no longer signs in, a new one does, once.
    expect((await signIn(m.username, m.password)).json.data).toEqual({ twoFactorRequired: true });
    expect((await signIn(m.username, m.password, old[5])).status).toBe(401);
    expect((await signIn(m.username, m.password, fresh[0])).status).toBe(200);
    expect((await signIn(m.username, m.password, fresh[0])).status).toBe(401);
    // An unused recovery code proves it as it turns two-factor off.
    const byRecovery = await call(renewCodes, { body: { code: fresh[1] }, bearer: m.token });
    expect(byRecovery.status, byRecovery.json.message).toBe(200);
    expect((await signIn(m.username, m.password, fresh[2])).status).toBe(401);

    const trail = await call(listAuditRoute, {
      path: "/api/adminauth/audit?action=staff.2fa.recovery-codes&target=mgr-new-codes",
      bearer: owner.token,
    });
    expect(trail.json.data.entries).toHaveLength(2);
    expect(trail.json.data.entries[0]).toMatchObject({
      actor: { username: "mgr-new-codes" },
      targetId: m.id,
      targetName: "mgr-new-codes",
    });
    // Never the codes themselves.
    expect(JSON.stringify(trail.json.data.entries)).not.toContain(fresh[3]);
  });

  it("cannot be guessed through new recovery codes either: one budget of ten with turning it off", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T16:00:05Z"));
    const m = await memberWithTwoFactor("mgr-codes-guess");
    expect(
      (await call(enable2fa, { body: { code: await codeAt(m.secret, Date.now()) }, bearer: m.token })).status,
    ).toBe(200);
    vi.setSystemTime(new Date("2026-11-25T16:05:05Z"));
    const wrong = await wrongCodeAt(m.secret, Date.now());
    for (let i = 0; i < 10; i++) {
      const route = i % 2 ? disable2fa : renewCodes;
      const guess = await call(route, { body: { code: wrong }, bearer: m.token });
      expect([i, guess.status, guess.json.data]).toEqual([i, 400, { code: "That code did not match." }]);
    }
    const limited = await call(renewCodes, { body: { code: await codeAt(m.secret, Date.now()) }, bearer: m.token });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe("Too many attempts. Please wait a few minutes and try again.");
  });

  it("tells a code that cannot be one its format, by field; a well-formed wrong one still did not match", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T14:00:05Z"));
    const m = await memberWithTwoFactor("mgr-format");
    const TOTP_FORMAT = "Enter the 6-digit code from your authenticator app.";
    const EITHER_FORMAT = "Enter the 6-digit code from your authenticator app, or a recovery code.";

    // Turning it on takes the app's code only: six digits.
    for (const code of ["abcdef", "12345", "1234567", "12a456", "k7mq-9xr2"]) {
      const res = await call(enable2fa, { body: { code }, bearer: m.token });
      expect([code, res.status, res.json.data]).toEqual([code, 400, { code: TOTP_FORMAT }]);
    }
    const wrong = await call(enable2fa, { body: { code: "000000" }, bearer: m.token });
    expect([wrong.status, wrong.json.data]).toEqual([400, { code: "That code did not match." }]);
    // Spaces are the reader's, not the code's.
    const enabled = await call(enable2fa, {
      body: { code: (await codeAt(m.secret, Date.now())).replace(/^(\d{3})/, "$1 ") },
      bearer: m.token,
    });
    expect(enabled.status, enabled.json.message).toBe(200);
    const recovery = enabled.json.data.recoveryCodes as string[];

    // Signing in and turning it off also take a recovery code: anything like neither is told so.
    for (const code of ["abcdef", "12345", "k7mq-9xr2-extra"]) {
      const off = await call(disable2fa, { body: { code }, bearer: m.token });
      expect([code, off.status, off.json.data]).toEqual([code, 400, { code: EITHER_FORMAT }]);
      const signedIn = await signIn(m.username, m.password, code);
      expect([code, signedIn.status, signedIn.json.data]).toEqual([code, 400, { "form.code": EITHER_FORMAT }]);
    }
    const offWrong = await call(disable2fa, { body: { code: "123456" }, bearer: m.token });
    expect([offWrong.status, offWrong.json.data]).toEqual([400, { code: "That code did not match." }]);
    expect((await signIn(m.username, m.password, "123456")).json.message).toBe(
      "That code did not match, or it was already used.",
    );
    // A recovery code, as printed or typed without its dash in capitals, is still taken.
    expect((await signIn(m.username, m.password, recovery[0])).status).toBe(200);
    expect((await signIn(m.username, m.password, recovery[1]!.toUpperCase().replace("-", ""))).status).toBe(200);
    const off = await call(disable2fa, { body: { code: recovery[2] }, bearer: m.token });
    expect(off.status, off.json.message).toBe(200);
  });
});

describe("money needs two-factor; the audit trail records it", () => {
  it("refuses a refund to an owner's session without two-factor, takes it with, and records who, what and why", async () => {
    const { token: customer } = await createCustomer();
    const placed = await placeOrder(customer, 1);
    const plain = await createAdmin("owner-plain", { twoFactor: false });
    const refused = await call(refund, {
      params: { id: placed.orderId },
      body: { amount: 1, reason: "Cold chips" },
      bearer: plain.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Turn on two-factor sign-in to do this.");
    expect(await getDb().refund.count({ where: { orderId: placed.orderId } })).toBe(0);

    const ok = await call(refund, {
      params: { id: placed.orderId },
      body: { amount: 1, reason: "Cold chips" },
      bearer: owner.token,
    });
    expect(ok.status).toBe(201);
    const trail = await call(listAuditRoute, { path: "/api/adminauth/audit?action=order.refund", bearer: owner.token });
    expect(trail.status).toBe(200);
    const entry = trail.json.data.entries[0];
    expect(entry).toMatchObject({
      action: "order.refund",
      actor: { _id: owner.adminId, username: "owner-1", role: "owner" },
      targetType: "order",
      targetId: placed.orderId,
      targetName: placed.orderNumber,
      reason: "Cold chips",
      after: { amountPence: 100 },
    });
    expect(entry.clientAddress).toMatch(/^198\.51\.100\./);
  });

  it("records a price change with the values before and after", async () => {
    const { item, form } = await priceRise(100);
    const res = await call(updateItem, { params: { id: item.id }, form, method: "PATCH", bearer: owner.token });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const trail = await call(listAuditRoute, {
      path: "/api/adminauth/audit?action=menu.item.update",
      bearer: owner.token,
    });
    const entry = trail.json.data.entries[0];
    expect(entry).toMatchObject({ targetId: item.id, targetType: "categoryItem", actor: { username: "owner-1" } });
    // In pence, as every audit entry records money.
    const priceOf = (side: { pricing: { pricePence: number }[] }) => side.pricing.map((p) => p.pricePence);
    expect(priceOf(entry.after)).toEqual(priceOf(entry.before).map((p: number) => p + 100));
  });

  it("records sign-ins and failed sign-ins, pages newest first, and filters by actor", async () => {
    await signIn("owner-1", "wrong-password");
    await signIn("nobody-here", "wrong-password");
    const failed = await call(listAuditRoute, {
      path: "/api/adminauth/audit?action=staff.sign_in.failed&limit=1",
      bearer: owner.token,
    });
    expect(failed.json.data.entries).toHaveLength(1);
    // The action is a start of a name, not a pattern: "staff.sign%" is no action's start.
    const pattern = await call(listAuditRoute, {
      path: "/api/adminauth/audit?action=staff.sign%25",
      bearer: owner.token,
    });
    expect(pattern.json.data.entries).toEqual([]);
    expect(failed.json.data.entries[0]).toMatchObject({
      actor: { username: null },
      after: { username: "nobody-here" },
    });
    const next = await call(listAuditRoute, {
      path: `/api/adminauth/audit?action=staff.sign_in.failed&limit=1&before=${failed.json.data.nextBefore}`,
      bearer: owner.token,
    });
    expect(next.json.data.entries[0]).toMatchObject({ actor: { username: "owner-1" } });
    const mine = await call(listAuditRoute, {
      path: "/api/adminauth/audit?actor=owner-1&limit=500",
      bearer: owner.token,
    });
    expect(mine.json.data.entries.every((e: { actor: { username: string } }) => e.actor.username === "owner-1")).toBe(
      true,
    );
    const bad = await call(listAuditRoute, { path: "/api/adminauth/audit?limit=0&before=soon", bearer: owner.token });
    expect(bad.status).toBe(400);
  });

  it("answers a `before` the database cannot hold with a 400 on the field, not a 500", async () => {
    for (const before of ["9223372036854775808", "9999999999999999999", "-200000-01-01"]) {
      const res = await call(listAuditRoute, {
        path: `/api/adminauth/audit?before=${encodeURIComponent(before)}`,
        bearer: owner.token,
      });
      expect([before, res.status, res.json.data]).toEqual([
        before,
        400,
        { before: "before is an entry's id or a date and time." },
      ]);
    }
    for (const before of ["9223372036854775807", "2026-11-25T10:00:00Z", "0001-01-01"]) {
      const res = await call(listAuditRoute, {
        path: `/api/adminauth/audit?before=${encodeURIComponent(before)}`,
        bearer: owner.token,
      });
      expect([before, res.status]).toEqual([before, 200]);
    }
  });

  it("names the member each staff entry is about, so the owner finds who invited, suspended and removed them", async () => {
    const member = await inviteAndAccept("kit-named", "kitchen");
    await signIn("kit-named", "wrong-password");
    const token = (await signIn("kit-named", member.password)).json.data.token as string;
    expect(
      (
        await call(changePassword, {
          body: { currentPassword: member.password, newPassword: "kit-named-pass-2" },
          bearer: token,
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(changeMember, { params: { id: member.id }, body: { suspended: true }, bearer: owner.token })).status,
    ).toBe(200);
    expect((await call(removeMember, { params: { id: member.id }, bearer: owner.token })).status).toBe(200);
    const trail = await call(listAuditRoute, { path: "/api/adminauth/audit?target=kit-named", bearer: owner.token });
    expect(trail.status).toBe(200);
    const entries = (trail.json.data.entries as { action: string; targetId: string; targetName: string }[]).reverse();
    expect(entries.map((e) => e.action)).toEqual([
      "staff.invite",
      "staff.invite.accept",
      "staff.sign_in.failed",
      "staff.sign_in",
      "staff.password.change",
      "staff.change",
      "staff.remove",
    ]);
    for (const e of entries)
      expect(e).toMatchObject({ targetType: "admin", targetId: member.id, targetName: "kit-named" });
  });

  it("cannot be changed or emptied of recent entries: the database refuses UPDATE and DELETE", async () => {
    const count = await getDb().auditEntry.count();
    expect(count).toBeGreaterThan(0);
    await expect(getDb().$executeRawUnsafe(`UPDATE "AuditEntry" SET "action" = 'nothing'`)).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(getDb().$executeRawUnsafe(`DELETE FROM "AuditEntry"`)).rejects.toThrow(/kept for 6 years/);
    expect(await getDb().auditEntry.count()).toBe(count);
    expect(await getDb().auditEntry.count({ where: { action: "nothing" } })).toBe(0);
  });
});

describe("the audit trail's retention, set by the owner", () => {
  const insertEntryAged = (interval: string, action: string) =>
    getDb().$executeRawUnsafe(
      `INSERT INTO "AuditEntry" ("at", "action") VALUES (now() - interval '${interval}', '${action}')`,
    );

  afterEach(async () => {
    await getDb().auditRetention.deleteMany();
  });

  it("is six years until the owner sets otherwise; the database and the nightly purge follow the owner's word", async () => {
    const first = await call(readRetention, { bearer: owner.token });
    expect(first.json.data).toMatchObject({ years: 6, isDefault: true, minYears: 1, maxYears: 20 });

    await insertEntryAged("2 years", "retention.old");
    await insertEntryAged("6 months", "retention.recent");
    await insertEntryAged("7 years", "retention.ancient");
    // Six years: only the seven-year-old entry may go.
    expect(await purgeOldAuditEntries()).toBe(1);
    expect(await getDb().auditEntry.count({ where: { action: { startsWith: "retention." } } })).toBe(2);

    const set = await call(setRetention, { body: { years: 1 }, bearer: owner.token, method: "PUT" });
    expect(set.status, set.json.message).toBe(200);
    expect(set.json.data).toMatchObject({ years: 1, isDefault: false });

    // The trigger refuses deleting what is younger than a year, whoever asks.
    await expect(
      getDb().$executeRawUnsafe(`DELETE FROM "AuditEntry" WHERE "action" = 'retention.recent'`),
    ).rejects.toThrow(/kept for 1 year\./);
    expect(await purgeOldAuditEntries()).toBe(1);
    const left = await getDb().auditEntry.findMany({ where: { action: { startsWith: "retention." } } });
    expect(left.map((e) => e.action)).toEqual(["retention.recent"]);

    // Who changed it, from what to what, is itself on the trail.
    const trail = await call(listAuditRoute, {
      path: "/api/adminauth/audit?action=audit.retention",
      bearer: owner.token,
    });
    expect(trail.json.data.entries[0]).toMatchObject({
      actor: { username: "owner-1" },
      before: { years: 6 },
      after: { years: 1 },
    });
  });

  it("takes whole years from 1 to 20 only, and only from the owner", async () => {
    for (const years of [0, 21, 2.5, "6"]) {
      const res = await call(setRetention, { body: { years }, bearer: owner.token, method: "PUT" });
      expect(res.status).toBe(400);
      expect(res.json.data.years).toBe("Choose a whole number of years from 1 to 20.");
    }
    const manager = await createAdmin("retention-manager", { role: "manager" });
    const refused = await call(setRetention, { body: { years: 10 }, bearer: manager.token, method: "PUT" });
    expect(refused.status).toBe(403);
    expect(await getDb().auditRetention.count()).toBe(0);
  });
});

describe("an admin write and its audit entry are one unit of work", () => {
  it("leaves a price as it was when its audit entry cannot be written", async () => {
    const { item, form } = await priceRise(500);
    const entries = await getDb().auditEntry.count();
    // The trail refuses this one entry, as a full disk or a lost connection would.
    await getDb().$executeRawUnsafe(`
      CREATE FUNCTION "test_refuse_price_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'no room for this entry'; END; $$`);
    await getDb().$executeRawUnsafe(`
      CREATE TRIGGER "test_refuse_price_entry" BEFORE INSERT ON "AuditEntry"
      FOR EACH ROW WHEN (NEW."action" = 'menu.item.update') EXECUTE FUNCTION "test_refuse_price_entry"()`);
    try {
      const res = await call(updateItem, { params: { id: item.id }, form, method: "PATCH", bearer: owner.token });
      expect(res.status).toBe(500);
      expect(takeConsoleErrors().length).toBeGreaterThan(0);
    } finally {
      await getDb().$executeRawUnsafe(`DROP TRIGGER "test_refuse_price_entry" ON "AuditEntry"`);
      await getDb().$executeRawUnsafe(`DROP FUNCTION "test_refuse_price_entry"()`);
    }
    const prices = await getDb().itemPrice.findMany({ where: { itemId: item.id } });
    expect(prices.map((p) => p.pricePence).sort()).toEqual(item.prices.map((p) => p.pricePence).sort());
    expect(await getDb().auditEntry.count()).toBe(entries);

    // With the trail writable again the same change lands, with its entry.
    const res = await call(updateItem, { params: { id: item.id }, form, method: "PATCH", bearer: owner.token });
    expect(res.status).toBe(200);
    const after = await getDb().itemPrice.findMany({ where: { itemId: item.id } });
    expect(after.map((p) => p.pricePence).sort()).toEqual(item.prices.map((p) => p.pricePence + 500).sort());
    expect(await getDb().auditEntry.count()).toBe(entries + 1);
  });
});
