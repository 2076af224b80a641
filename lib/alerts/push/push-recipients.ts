import "server-only";
import { roleCan, STAFF_ROLES } from "@/lib/accounts/shared";

const ROLES_THAT_SEE_ORDERS = STAFF_ROLES.filter((role) => roleCan(role, "orders.read"));

/**
 * A subscription whose session is still live (an ended or expired one's device may be in someone
 * else's hands by now), or one made before subscriptions followed sessions, which has none and
 * keeps the member's rule alone until its board subscribes it again.
 */
export function inLiveSessionWhere(now: Date) {
  return { OR: [{ sessionId: null }, { session: { revokedAt: null, expiresAt: { gt: now } } }] };
}

/**
 * The devices a new order may be pushed to: those of a member who sees the orders board and is
 * neither suspended nor removed, subscribed in a live session. Asked when the pushes are queued
 * and again as each one leaves, as a job may wait (retries) past the moment the member stopped
 * being one or the session ended.
 */
export function pushRecipientWhere(now = new Date()) {
  return {
    admin: { role: { in: [...ROLES_THAT_SEE_ORDERS] }, suspendedAt: null, removedAt: null },
    ...inLiveSessionWhere(now),
  };
}
