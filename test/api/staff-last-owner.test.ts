import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as changeMember, DELETE as removeMember } from "@/app/api/adminauth/staff/[id]/route";
import { POST as acceptInvite } from "@/app/api/adminauth/staff/invite/[token]/route";
import { POST as invite } from "@/app/api/adminauth/staff/route";
import { getDb } from "@/lib/platform/db";
import { resetDatabase } from "../db";
import { createAdmin } from "../factories";
import { clearOutbox, latestLinkToken } from "../outbox";
import { call } from "../request";

// The shop keeps an owner who can sign in (decision 027): an owner invited and not signed up yet
// has no password, and may never take the link up, so they do not count.

let owner: { token: string; id: string };

beforeAll(async () => {
  await resetDatabase();
  await clearOutbox();
  const made = await createAdmin("only-owner");
  owner = { token: made.token, id: made.admin.id };
});

describe("the last owner who can sign in", () => {
  it("is kept while the other owner has not chosen a password, and can step down once they have", async () => {
    const invited = await call(invite, {
      body: { username: "next-owner", email: "next-owner@example.co.uk", role: "owner" },
      bearer: owner.token,
    });
    expect(invited.status).toBe(201);
    const LAST = "The shop must keep an owner who can sign in. Make someone else an owner first.";
    const changes = [{ role: "manager" }, { suspended: true }];
    for (const body of changes) {
      const res = await call(changeMember, { params: { id: owner.id }, body, bearer: owner.token });
      expect([body, res.status, res.json.message]).toEqual([body, 409, LAST]);
    }
    const removed = await call(removeMember, { params: { id: owner.id }, bearer: owner.token });
    expect([removed.status, removed.json.message]).toEqual([409, LAST]);
    expect(await getDb().admin.findUniqueOrThrow({ where: { id: owner.id } })).toMatchObject({
      role: "owner",
      suspendedAt: null,
      removedAt: null,
    });

    const token = await latestLinkToken("next-owner@example.co.uk", "/admin/invite");
    expect((await call(acceptInvite, { params: { token }, body: { password: "next-owner-pass" } })).status).toBe(200);
    const steppedDown = await call(changeMember, {
      params: { id: owner.id },
      body: { role: "manager" },
      bearer: owner.token,
    });
    expect(steppedDown.status, steppedDown.json.message).toBe(200);
  });
});
