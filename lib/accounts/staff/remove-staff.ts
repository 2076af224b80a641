import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { signOutMember } from "../sessions/sign-out-member";
import { keepAnOwner } from "./owners-left";

/**
 * Removes a member: they can no longer sign in and leave the staff list, but their row stays so
 * the orders, refunds and audit entries they made still say who made them. Their devices stop
 * being told of new orders.
 */
export async function removeStaff(memberId: string, now = new Date()) {
  return getDb().$transaction(async (tx) => {
    const member = await tx.admin.findFirst({
      where: { id: memberId, removedAt: null },
      select: { id: true, username: true, role: true },
    });
    if (!member) throw AppError.notFound("Member of staff");
    if (member.role === "owner") await keepAnOwner(tx, memberId);
    await tx.admin.update({ where: { id: memberId }, data: { removedAt: now, totpSecret: null } });
    const { alertDevicesStopped } = await signOutMember(tx, memberId, now);
    await tx.staffInvite.updateMany({ where: { adminId: memberId, usedAt: null }, data: { usedAt: now } });
    return { ...member, alertDevicesStopped };
  });
}
