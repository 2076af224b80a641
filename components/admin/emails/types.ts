import type { EMAIL_STATUSES } from "@/lib/api/admin/emails/contract";

export type TEmailStatus = (typeof EMAIL_STATUSES)[number];

/** One line of the e-mail log as the page hands it to the browser (times already in London). */
export type TEmailRow = {
  _id: string;
  to: string;
  subject: string;
  status: TEmailStatus;
  tries: number;
  lastError: string | null;
  createdAt: string;
  createdLabel: string;
  sentAt: string | null;
  sentLabel: string | null;
  isResend: boolean;
};
