import "server-only";
import { getDb } from "@/lib/platform/db";
import { ADMIN_SESSION_SECONDS, CUSTOMER_SESSION_SECONDS, type SessionOwner } from "./sessions";
import { generateToken, hashToken } from "../tokens";

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
