import { z } from "zod";
import { defineEndpoint, type ResponseOf } from "../../endpoint";
import { idParams, ZIsoDateTime } from "../../schemas";

// The admin's e-mail log: what the shop sent (or is sending) to whom, and a resend.

export const EMAIL_STATUSES = ["queued", "sent", "failed"] as const;

export const ZEmailLogEntryDto = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(EMAIL_STATUSES),
  tries: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: ZIsoDateTime,
  sentAt: ZIsoDateTime.nullable(),
  resentFromId: z.string().nullable(),
});

export const ZEmailLogQuerySchema = z.object({
  page: z.coerce
    .number({ error: "Choose a page number." })
    .int("Choose a page number.")
    .min(1, "Pages start at 1.")
    .max(100_000, "Choose a page number.")
    .default(1),
  pageSize: z.coerce
    .number({ error: "Choose how many e-mails to show." })
    .int("Choose how many e-mails to show.")
    .min(1, "Show at least 1 e-mail.")
    .max(100, "Show at most 100 e-mails.")
    .default(25),
});

export const listEmails = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/emails",
  access: "admin",
  permission: "emails.read",
  query: ZEmailLogQuerySchema,
  response: z.object({
    emails: z.array(ZEmailLogEntryDto),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

/** One key per click of "Resend", sent as the Idempotency-Key header. */
export const ZIdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, "Send 8 to 100 letters, digits, dashes or underscores.");

export const resendEmail = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/emails/[id]/resend",
  access: "admin",
  permission: "emails.read",
  params: idParams("id", "e-mail id"),
  response: z.object({
    _id: z.string(),
    resentFromId: z.string(),
    status: z.literal("queued"),
    /** A new invitation or link went in place of the logged mail's (decisions 110, 114): the message says so. */
    isRenewed: z.boolean(),
  }),
});

export type TEmailLogEntryDto = z.infer<typeof ZEmailLogEntryDto>;
export type TEmailLog = ResponseOf<typeof listEmails>;
