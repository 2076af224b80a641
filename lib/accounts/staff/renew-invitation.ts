import "server-only";
import { AppError } from "@/lib/platform/errors";
import { transactionWithJobs } from "@/lib/platform/queue";
import type { AuditActor } from "../audit/record-audit";
import { sendInvitation } from "./send-invitation";

/**
 * E-mails a member who has not chosen a password yet a new link (72 hours): their first one
 * expired, or the e-mail went astray. Any link sent before stops working, so only the newest
 * one in their inbox sets a password.
 */
export async function renewInvitation(
  actor: NonNullable<AuditActor>,
  memberId: string,
  now = new Date(),
  resend?: Parameters<typeof sendInvitation>[5],
) {
  return transactionWithJobs(async (tx, jobs) => {
    const member = await tx.admin.findFirst({
      where: { id: memberId, removedAt: null },
      select: { id: true, username: true, email: true, role: true, passwordHash: true },
    });
    if (!member) throw AppError.notFound("Member of staff");
    if (member.passwordHash)
      throw new AppError("CONFLICT", `${member.username} has already chosen a password: they sign in with it.`);
    if (!member.email) throw new AppError("CONFLICT", `${member.username} has no e-mail address to send it to.`);
    await tx.staffInvite.updateMany({ where: { adminId: member.id, usedAt: null }, data: { usedAt: now } });
    const sent = await sendInvitation(tx, jobs, actor, { ...member, email: member.email }, now, resend);
    return { id: member.id, username: member.username, email: member.email, ...sent };
  });
}
