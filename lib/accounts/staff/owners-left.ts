import "server-only";
import type { DbTransaction } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";

export const LAST_OWNER_MESSAGE = "The shop must keep an owner who can sign in. Make someone else an owner first.";

/**
 * Refuses a change that would leave no owner able to sign in: not suspended, not removed, and
 * with a password (an owner invited but not yet signed up may never take the link up). The
 * owners' rows are locked first, so two owners demoting each other at the same moment cannot
 * both succeed.
 */
export async function keepAnOwner(tx: DbTransaction, losingOwnerId: string) {
  const owners = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Admin"
    WHERE role = 'owner' AND "suspendedAt" IS NULL AND "removedAt" IS NULL AND "passwordHash" <> ''
    ORDER BY id FOR UPDATE`;
  if (!owners.some((o) => o.id !== losingOwnerId)) throw new AppError("CONFLICT", LAST_OWNER_MESSAGE);
}
