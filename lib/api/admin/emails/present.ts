import "server-only";
import type { EmailLogEntry } from "@/lib/mail";
import type { TEmailLogEntryDto } from "./contract";

export function presentEmailLogEntry(e: EmailLogEntry): TEmailLogEntryDto {
  return {
    _id: e.id,
    to: e.to,
    subject: e.subject,
    template: e.template,
    status: e.status,
    tries: e.tries,
    lastError: e.lastError,
    createdAt: e.createdAt.toISOString(),
    sentAt: e.sentAt?.toISOString() ?? null,
    resentFromId: e.resentFromId,
  };
}
