import { z } from "zod";
import { requireAdmin } from "@/lib/auth/request-auth";
import { parseId, parseWith } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { resendEmail } from "@/lib/mail/email-log";

// One key per click of "Resend": the same key again answers the mail that click queued.
const ZResendHeadersSchema = z.object({
  "Idempotency-Key": z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, "Send 8 to 100 letters, digits, dashes or underscores.")
    .nullable(),
});

export const POST = route<{ id: string }>(async (req, { id }) => {
  await requireAdmin(req);
  const emailId = parseId(id, "e-mail id");
  const headers = parseWith(
    ZResendHeadersSchema,
    { "Idempotency-Key": req.headers.get("idempotency-key") },
    "Check the Idempotency-Key header.",
  );
  const resent = await resendEmail(emailId, headers["Idempotency-Key"]);
  return ok(
    { _id: resent.id, resentFromId: emailId, status: "queued" },
    resent.isNew ? "The e-mail is queued to be sent again." : "This resend was already queued.",
    { status: resent.isNew ? 201 : 200 },
  );
});
