import { z } from "zod";
import { defineEndpoint } from "../../endpoint";
import { AUDIT_RETENTION } from "@/lib/accounts/shared";
import { ZIsoDateTime } from "../../schemas";

// The audit trail (issue 22), newest first, a page at a time: `before` is the last entry's
// `_id` of the page before (or an instant), `actor` a member's id or username, `action` an
// action or its start (`order.`).

export const ZAuditEntryDto = z.object({
  _id: z.string(),
  at: ZIsoDateTime,
  actor: z.object({ _id: z.string().nullable(), username: z.string().nullable(), role: z.string().nullable() }),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** What the target was called at the time (a dish's name), where the write said. */
  targetName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  clientAddress: z.string().nullable(),
});
export type TAuditEntryDto = z.infer<typeof ZAuditEntryDto>;

/** The largest id an entry can have (PostgreSQL's BIGINT). */
const MAX_ENTRY_ID = 9_223_372_036_854_775_807n;
/** Instants from the year 1 to 9999: JavaScript reads dates PostgreSQL cannot hold (-200000-01-01). */
const isInstantWithinYears = (t: number) =>
  t >= Date.parse("0001-01-01T00:00:00Z") && t < Date.parse("+010000-01-01T00:00:00Z");

export const ZAuditQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit is a number from 1 to 500." })
    .int("limit is a whole number.")
    .min(1)
    .max(500)
    .default(100),
  before: z
    .string()
    .trim()
    .refine(
      // Beyond what the database holds (an id past BIGINT's largest, a date before 4713 BC) the
      // query would fail there: a 500 for a bad query string.
      (v) => (/^\d+$/.test(v) ? v.length <= 19 && BigInt(v) <= MAX_ENTRY_ID : isInstantWithinYears(Date.parse(v))),
      "before is an entry's id or a date and time.",
    )
    .optional(),
  actor: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  /** What an entry was about: its id, or part of its name ("#1042", "margherita"). Additive. */
  target: z.string().trim().max(200).optional(),
});

export const listAudit = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/audit",
  access: "admin",
  permission: "audit.read",
  query: ZAuditQuerySchema,
  response: z.object({ entries: z.array(ZAuditEntryDto), nextBefore: z.string().nullable() }),
});

// How long the trail keeps its entries (the owner's to set; six years until they do).
export const ZAuditRetentionDto = z.object({
  years: z.number().int(),
  isDefault: z.boolean(),
  minYears: z.number().int(),
  maxYears: z.number().int(),
  updatedAt: ZIsoDateTime.nullable(),
});
export type TAuditRetentionDto = z.infer<typeof ZAuditRetentionDto>;

export const ZAuditRetentionBody = z.object({
  years: z
    .number({ error: AUDIT_RETENTION.rangeMessage })
    .int(AUDIT_RETENTION.rangeMessage)
    .min(AUDIT_RETENTION.minYears, AUDIT_RETENTION.rangeMessage)
    .max(AUDIT_RETENTION.maxYears, AUDIT_RETENTION.rangeMessage),
});

export const getAuditRetention = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/audit/retention",
  access: "admin",
  permission: "audit.read",
  response: ZAuditRetentionDto,
});

export const putAuditRetention = defineEndpoint({
  method: "PUT",
  path: "/api/adminauth/audit/retention",
  access: "admin",
  permission: "audit.retention",
  body: ZAuditRetentionBody,
  response: ZAuditRetentionDto,
});
