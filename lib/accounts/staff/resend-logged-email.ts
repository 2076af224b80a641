import "server-only";
import { findResend, readLoggedEmail, resendEmail, resendKeyOf } from "@/lib/mail";
import { getDb, isUniqueViolation } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { roleCan } from "../permissions";
import type { AdminAuth } from "../request-auth";
import { renewInvitation } from "./renew-invitation";

export type ResentEmail = {
  id: string;
  isNew: boolean;
  /** When the mail was a staff invitation: the new one sent in its place (decision 110). */
  invitation: { memberId: string; username: string; email: string; expiresAt: Date } | null;
};

/**
 * The e-mail log's Resend. A mail is sent again as it was, but a staff invitation's link may have
 * expired or been replaced, so its Resend sends a new invitation (renewInvitation: a new 72-hour
 * link, the older ones void), which is managing staff and needs the owner's permission for it.
 */
export async function resendLoggedEmail(
  actor: AdminAuth,
  emailId: string,
  requestKey: string | null,
  now = new Date(),
): Promise<ResentEmail> {
  const original = await readLoggedEmail(emailId);
  if (original.template !== "staff-invite") return { ...(await resendEmail(emailId, requestKey)), invitation: null };

  const idempotencyKey = resendKeyOf(emailId, requestKey);
  const done = await findResend(idempotencyKey);
  if (done) return { id: done.id, isNew: false, invitation: null };
  if (!roleCan(actor.role, "staff.manage")) {
    throw new AppError(
      "FORBIDDEN",
      "An invitation's link may have expired, so Resend sends a new invitation, and only the owner can do that: ask them to use Resend or the staff page.",
    );
  }
  const username = (original.payload as { username?: unknown }).username;
  const member =
    typeof username === "string"
      ? await getDb().admin.findUnique({ where: { username }, select: { id: true, removedAt: true } })
      : null;
  if (!member || member.removedAt) {
    throw new AppError("CONFLICT", "That member is no longer on the staff, so there is no invitation to send again.");
  }
  try {
    const sent = await renewInvitation(actor, member.id, now, { idempotencyKey, resentFromId: original.id });
    return {
      id: sent.emailId,
      isNew: true,
      invitation: { memberId: sent.id, username: sent.username, email: sent.email, expiresAt: sent.expiresAt },
    };
  } catch (err) {
    // The same click arrived twice at once: the unique key let one invitation through.
    const winner = isUniqueViolation(err) ? await findResend(idempotencyKey) : null;
    if (winner) return { id: winner.id, isNew: false, invitation: null };
    throw err;
  }
}
