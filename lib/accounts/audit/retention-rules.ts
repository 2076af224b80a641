// How long the audit trail may be kept (issue 22). HMRC asks a business to keep its records for
// six years; the owner may choose otherwise within these bounds (the database checks them too).
// Browser-safe: the audit screen shows the same rule.

export const AUDIT_RETENTION = {
  defaultYears: 6,
  minYears: 1,
  maxYears: 20,
  rangeMessage: "Choose a whole number of years from 1 to 20.",
} as const;

export type AuditRetention = {
  years: number;
  /** No one has set it: the six years of HMRC's record rule. */
  isDefault: boolean;
  updatedAt: Date | null;
  updatedById: string | null;
};
