import { z } from "zod";
import { resendEmail, ZIdempotencyKeySchema } from "@/lib/api/admin/emails/contract";
import { handle } from "@/lib/api/handle";
import { parseWith } from "@/lib/platform/http";
import { resendEmail as queueResend } from "@/lib/mail";

const ZResendHeadersSchema = z.object({ "Idempotency-Key": ZIdempotencyKeySchema.nullable() });

export const POST = handle(resendEmail, async ({ req, params }) => {
  const headers = parseWith(
    ZResendHeadersSchema,
    { "Idempotency-Key": req.headers.get("idempotency-key") },
    "Check the Idempotency-Key header.",
  );
  const resent = await queueResend(params.id, headers["Idempotency-Key"]);
  return {
    data: { _id: resent.id, resentFromId: params.id, status: "queued" as const },
    message: resent.isNew ? "The e-mail is queued to be sent again." : "This resend was already queued.",
    status: resent.isNew ? 201 : 200,
    audit: {
      action: resent.isNew ? "email.resend" : "email.resend.repeat",
      targetType: "email",
      after: { resentId: resent.id },
    },
  };
});
