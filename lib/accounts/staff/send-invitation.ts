import "server-only";
import { queueEmail, newLinkSeed, linkToken } from "@/lib/mail";
import type { DbTransaction } from "@/lib/platform/db";
import type { TransactionJobs } from "@/lib/platform/queue";
import type { AuditActor } from "../audit/record-audit";
import { ROLE_LABELS, type StaffRole } from "../permissions";
import { hashToken } from "../tokens";

export const INVITE_HOURS = 72;

/** A new one-time link for a member to choose their password (72 hours), e-mailed with the write. */
export async function sendInvitation(
  tx: DbTransaction,
  jobs: TransactionJobs,
  actor: NonNullable<AuditActor>,
  member: { id: string; username: string; email: string; role: StaffRole },
  now: Date,
  /** When the e-mail log's Resend sends it: that click's key and the mail it sends again. */
  resend?: { idempotencyKey?: string; resentFromId: string },
) {
  const seed = newLinkSeed();
  const invite = await tx.staffInvite.create({
    data: {
      adminId: member.id,
      tokenHash: hashToken(linkToken(seed)),
      expiresAt: new Date(now.getTime() + INVITE_HOURS * 3600_000),
    },
    select: { expiresAt: true },
  });
  const mail = await queueEmail(jobs, {
    ...resend,
    to: member.email,
    template: "staff-invite",
    payload: {
      username: member.username,
      roleLabel: ROLE_LABELS[member.role],
      invitedBy: actor.username,
      linkSeed: seed,
    },
  });
  return { expiresAt: invite.expiresAt, emailId: mail.id };
}
