import { z } from "zod";
import { resendLoggedEmail } from "@/lib/accounts";
import { resendEmail, ZIdempotencyKeySchema } from "@/lib/api/admin/emails/contract";
import { handle } from "@/lib/api/handle";
import { parseWith } from "@/lib/platform/http";

const ZResendHeadersSchema = z.object({ "Idempotency-Key": ZIdempotencyKeySchema.nullable() });

export const POST = handle(resendEmail, async ({ req, params, auth }) => {
  const headers = parseWith(
    ZResendHeadersSchema,
    { "Idempotency-Key": req.headers.get("idempotency-key") },
    "Check the Idempotency-Key header.",
  );
  const resent = await resendLoggedEmail(auth, params.id, headers["Idempotency-Key"]);
  const data = {
    _id: resent.id,
    resentFromId: params.id,
    status: "queued" as const,
    isRenewed: resent.invitation !== null || resent.link !== null,
  };
  const status = resent.isNew ? 201 : 200;
  // A staff invitation is sent anew, with a link that works (decision 110).
  if (resent.invitation) {
    const { memberId, username, email, expiresAt } = resent.invitation;
    return {
      data,
      status,
      message: `A new invitation is on its way to ${email}. Its link works once, for 72 hours; the link in the earlier e-mail no longer works.`,
      audit: {
        action: "staff.invite.renew",
        targetType: "admin",
        targetId: memberId,
        targetName: username,
        after: { email, expiresAt: expiresAt.toISOString(), resentFromId: params.id, resentId: resent.id },
      },
    };
  }
  // A customer's verify or reset mail goes with a new link, the earlier ones void (decision 114).
  if (resent.link) {
    const { customerId, username, email, purpose, expiresAt, validForHours } = resent.link;
    const what = purpose === "verify_email" ? "verification link" : "link to reset the password";
    return {
      data,
      status,
      message: `A new ${what} is on its way to ${email}. It works once, for ${validForHours === 1 ? "1 hour" : `${validForHours} hours`}; the link in the earlier e-mail no longer works.`,
      audit: {
        action: purpose === "verify_email" ? "customer.verify-link.renew" : "customer.reset-link.renew",
        targetType: "customer",
        targetId: customerId,
        targetName: username,
        after: { email, expiresAt: expiresAt.toISOString(), resentFromId: params.id, resentId: resent.id },
      },
    };
  }
  return {
    data,
    message: resent.isNew ? "The e-mail is queued to be sent again." : "This resend was already queued.",
    status,
    audit: {
      action: resent.isNew ? "email.resend" : "email.resend.repeat",
      targetType: "email",
      after: { resentId: resent.id },
    },
  };
});
