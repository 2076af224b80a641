import "server-only";
import { queueEmail } from "@/lib/mail";
import { AppError } from "@/lib/platform/errors";
import { transactionWithJobs } from "@/lib/platform/queue";
import { issueEmailLink, TOKEN_LIFETIME_SECONDS } from "./issue-email-token";

/** The customer mails whose link is made anew when the e-mail log sends them again. */
export const RENEWED_LINK_TEMPLATES = {
  "verify-email": "verify_email",
  "reset-password": "reset_password",
} as const;
export type RenewedLinkTemplate = keyof typeof RENEWED_LINK_TEMPLATES;

export function isRenewedLinkTemplate(template: string): template is RenewedLinkTemplate {
  return Object.hasOwn(RENEWED_LINK_TEMPLATES, template);
}

export type RenewedLink = {
  emailId: string;
  customerId: string;
  username: string;
  email: string;
  purpose: (typeof RENEWED_LINK_TEMPLATES)[RenewedLinkTemplate];
  expiresAt: Date;
  /** How long the new link works, in hours (24 to verify, 1 to reset). */
  validForHours: number;
};

/**
 * Sends a logged verify or reset mail again with a new link (decision 114): the one it carried may
 * have expired, been used, or been replaced by a newer one, and sent again as it was it opened on
 * "invalid or has expired". The new link voids every earlier unused one of its kind, as a link the
 * customer asks for does. It goes to the account that has the mail's address now, never to an
 * address the account has left; a verification to an account already verified is refused.
 */
export async function renewEmailLink(
  original: { id: string; to: string; template: RenewedLinkTemplate; payload: unknown },
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<RenewedLink> {
  const purpose = RENEWED_LINK_TEMPLATES[original.template];
  return transactionWithJobs(async (tx, jobs) => {
    const customer = await tx.customer.findUnique({
      where: { emailNormalized: original.to.toLowerCase() },
      select: { id: true, username: true, email: true, isVerified: true },
    });
    if (!customer) {
      throw new AppError("CONFLICT", "No account has this e-mail address any more, so there is no link to send again.");
    }
    if (purpose === "verify_email" && customer.isVerified) {
      throw new AppError(
        "CONFLICT",
        `${customer.username} has already verified their e-mail address: there is nothing to verify.`,
      );
    }
    const { seed, expiresAt } = await issueEmailLink(tx, customer.id, purpose, now);
    const resend = { to: customer.email, idempotencyKey, resentFromId: original.id };
    const mail =
      original.template === "verify-email"
        ? await queueEmail(jobs, {
            ...resend,
            template: "verify-email",
            payload: { username: customer.username, linkSeed: seed, ...wayBackOf(original.payload) },
          })
        : await queueEmail(jobs, {
            ...resend,
            template: "reset-password",
            payload: { username: customer.username, linkSeed: seed },
          });
    return {
      emailId: mail.id,
      customerId: customer.id,
      username: customer.username,
      email: customer.email,
      purpose,
      expiresAt,
      validForHours: TOKEN_LIFETIME_SECONDS[purpose] / 3600,
    };
  });
}

/** The page the first verification mail led on to (checked when it was queued), kept in the new one. */
function wayBackOf(payload: unknown): { next?: string } {
  const next = (payload as { next?: unknown } | null)?.next;
  return typeof next === "string" ? { next } : {};
}
