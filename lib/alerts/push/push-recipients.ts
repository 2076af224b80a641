import "server-only";
import { roleCan, STAFF_ROLES } from "@/lib/accounts/shared";

const ROLES_THAT_SEE_ORDERS = STAFF_ROLES.filter((role) => roleCan(role, "orders.read"));

/**
 * The devices a new order may be pushed to: those of a member who sees the orders board and is
 * neither suspended nor removed. Asked when the pushes are queued and again as each one leaves,
 * as a job may wait (retries) past the moment the member stopped being one.
 */
export function pushRecipientWhere() {
  return { admin: { role: { in: [...ROLES_THAT_SEE_ORDERS] }, suspendedAt: null, removedAt: null } };
}
