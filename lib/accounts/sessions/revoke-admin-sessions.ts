import "server-only";
import { getDb } from "@/lib/platform/db";
import { signOutMember } from "./sign-out-member";

/** Signs a member of staff out of every device (but `exceptSessionId`'s) and stops their devices' alerts. */
export async function revokeAdminSessions(adminId: string, exceptSessionId?: string) {
  return getDb().$transaction((tx) => signOutMember(tx, adminId, new Date(), exceptSessionId));
}
