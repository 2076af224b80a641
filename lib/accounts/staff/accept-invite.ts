import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { recordAudit } from "../audit/record-audit";
import { hashPassword } from "../password";
import { hashToken } from "../tokens";

const GONE = "This invitation link has expired or was already used. Ask the owner for a new one.";

/** Sets an invited member's password from the link in their e-mail: once, within 72 hours. */
export async function acceptStaffInvite(
  token: string,
  password: string,
  clientAddress: string | null,
  now = new Date(),
) {
  const invite = await getDb().staffInvite.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      usedAt: true,
      expiresAt: true,
      admin: { select: { id: true, username: true, role: true, removedAt: true } },
    },
  });
  if (!invite || invite.usedAt || invite.expiresAt <= now || invite.admin.removedAt)
    throw new AppError("NOT_FOUND", GONE);
  const passwordHash = await hashPassword(password);
  await getDb().$transaction(async (tx) => {
    // Two tabs submitting the same link: the first spends it, the second finds it spent.
    const { count } = await tx.staffInvite.updateMany({
      where: { id: invite.id, usedAt: null },
      data: { usedAt: now },
    });
    if (count !== 1) throw new AppError("NOT_FOUND", GONE);
    await tx.admin.update({ where: { id: invite.admin.id }, data: { passwordHash } });
    const { id: adminId, username, role } = invite.admin;
    await recordAudit(
      {
        actor: { adminId, username, role },
        action: "staff.invite.accept",
        targetType: "admin",
        targetId: adminId,
        targetName: username,
        clientAddress,
      },
      tx,
    );
  });
  return { username: invite.admin.username };
}
