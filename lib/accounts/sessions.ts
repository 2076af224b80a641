import "server-only";
import { getDb } from "@/lib/platform/db";
import { generateToken, hashToken } from "./tokens";

export const CUSTOMER_SESSION_SECONDS = 30 * 24 * 3600;
export const ADMIN_SESSION_SECONDS = 12 * 3600;

export type SessionOwner = { customerId: string } | { adminId: string };

export type ActiveSession = {
  id: string;
  customerId: string | null;
  adminId: string | null;
  expiresAt: Date;
  /** An admin session opened with a second factor. */
  twoFactor: boolean;
};

/** Starts a session; the returned token is the bearer secret and is never stored as such. */
export async function createSession(
  owner: SessionOwner,
  userAgent?: string | null,
  opts: { twoFactor?: boolean } = {},
) {
  const token = generateToken();
  const seconds = "adminId" in owner ? ADMIN_SESSION_SECONDS : CUSTOMER_SESSION_SECONDS;
  const session = await getDb().session.create({
    data: {
      ...owner,
      tokenHash: hashToken(token),
      userAgent: userAgent?.slice(0, 300) ?? null,
      twoFactor: opts.twoFactor ?? false,
      expiresAt: new Date(Date.now() + seconds * 1000),
    },
    select: { id: true, customerId: true, adminId: true, expiresAt: true, twoFactor: true },
  });
  return { token, session };
}

const activeWhere = () => ({ revokedAt: null, expiresAt: { gt: new Date() } });
const sessionSelect = { id: true, customerId: true, adminId: true, expiresAt: true, twoFactor: true } as const;

/** How a request names its session: the bearer token (the spec's `authToken`) or the cookie's id. */
export type SessionKey = { token: string } | { id: string };

const whereKey = (key: SessionKey) => ("token" in key ? { tokenHash: hashToken(key.token) } : { id: key.id });

export async function findSession(key: SessionKey): Promise<ActiveSession | null> {
  return getDb().session.findFirst({ where: { ...whereKey(key), ...activeWhere() }, select: sessionSelect });
}

export function findSessionByToken(token: string): Promise<ActiveSession | null> {
  return findSession({ token });
}

const staffSelect = { username: true, role: true, suspendedAt: true, removedAt: true, totpEnabledAt: true } as const;

/**
 * A session with its member of staff's row (null for a customer's), in one statement: every
 * staff request, the kitchen board's polls among them, read the two one after the other (343
 * separate admin reads in a 60-customer rush, docs/speed-log.md 2026-12-03).
 */
export async function findSessionWithStaff(key: SessionKey) {
  return getDb().session.findFirst({
    where: { ...whereKey(key), ...activeWhere() },
    select: { ...sessionSelect, admin: { select: staffSelect } },
  });
}

export async function revokeSession(id: string) {
  await getDb().session.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
}

export async function revokeCustomerSessions(customerId: string) {
  await getDb().session.updateMany({ where: { customerId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Signs a member of staff out of every device. */
export async function revokeAdminSessions(adminId: string, exceptSessionId?: string) {
  await getDb().session.updateMany({
    where: { adminId, revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
}

/** Deletes sessions that expired or were revoked before `now`; answers how many. */
export async function purgeDeadSessions(now: Date): Promise<number> {
  const { count } = await getDb().session.deleteMany({
    where: { OR: [{ expiresAt: { lt: now } }, { revokedAt: { lt: now } }] },
  });
  return count;
}
