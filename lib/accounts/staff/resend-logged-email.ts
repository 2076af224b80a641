import "server-only";
import { findResend, readLoggedEmail, resendEmail, resendKeyOf } from "@/lib/mail";
import { getDb, isUniqueViolation } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { isRenewedLinkTemplate, renewEmailLink, type RenewedLink } from "../email-links/renew-email-link";
import { roleCan } from "../permissions";
import type { AdminAuth } from "../request-auth";
import { renewInvitation } from "./renew-invitation";

export type ResentEmail = {
  id: string;
  isNew: boolean;
  /** When the mail was a staff invitation: the new one sent in its place (decision 110). */
  invitation: { memberId: string; username: string; email: string; expiresAt: Date } | null;
  /** When the mail was a customer's verify or reset mail: the new link sent in its place (decision 114). */
  link: Omit<RenewedLink, "emailId"> | null;
};

/**
 * The e-mail log's Resend. A mail is sent again as it was, but a link in it may have expired, been
 * used or replaced: a staff invitation's Resend sends a new invitation (renewInvitation: a new
 * 72-hour link, the older ones void), which is managing staff and needs the owner's permission for
 * it; a customer's verify or reset mail is sent with a new link (renewEmailLink), under the log's
 * own permission, as before.
 */
export async function resendLoggedEmail(
  actor: AdminAuth,
  emailId: string,
  requestKey: string | null,
  now = new Date(),
): Promise<ResentEmail> {
  const original = await readLoggedEmail(emailId);
  const { template } = original;
  if (template !== "staff-invite" && !isRenewedLinkTemplate(template)) {
    return { ...(await resendEmail(emailId, requestKey)), invitation: null, link: null };
  }

  const idempotencyKey = resendKeyOf(emailId, requestKey);
  const done = await findResend(idempotencyKey);
  if (done) return { id: done.id, isNew: false, invitation: null, link: null };
  try {
    if (isRenewedLinkTemplate(template)) {
      const { emailId: id, ...link } = await renewEmailLink({ ...original, template }, idempotencyKey, now);
      return { id, isNew: true, invitation: null, link };
    }
    return await renewStaffInvitation(actor, original, idempotencyKey, now);
  } catch (err) {
    // The same click arrived twice at once: the unique key let one mail through.
    const winner = isUniqueViolation(err) ? await findResend(idempotencyKey) : null;
    if (winner) return { id: winner.id, isNew: false, invitation: null, link: null };
    throw err;
  }
}

async function renewStaffInvitation(
  actor: AdminAuth,
  original: { id: string; payload: unknown },
  idempotencyKey: string | undefined,
  now: Date,
): Promise<ResentEmail> {
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
  const sent = await renewInvitation(actor, member.id, now, { idempotencyKey, resentFromId: original.id });
  return {
    id: sent.emailId,
    isNew: true,
    invitation: { memberId: sent.id, username: sent.username, email: sent.email, expiresAt: sent.expiresAt },
    link: null,
  };
}
