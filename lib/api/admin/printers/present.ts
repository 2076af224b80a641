import "server-only";
import { getConfig } from "@/lib/platform/config";
import { type PrinterHealth } from "@/lib/printing";
import { CLOUDPRNT_PATH } from "@/lib/printing/shared";
import type { TPrinterDto, TPrinterSetupDto } from "./contract";

export function presentPrinter(p: PrinterHealth): TPrinterDto {
  return {
    _id: p.id,
    name: p.name,
    protocol: p.protocol,
    purposes: p.purposes,
    categoryIds: p.categoryIds,
    copies: p.copies,
    pollSeconds: p.pollSeconds,
    username: p.username,
    lastSeenAt: p.lastSeenAt?.toISOString() ?? null,
    lastStatus: p.lastStatus,
    online: p.isOnline,
    queuedJobs: p.queuedJobs,
    failedJobs: p.failedJobs,
    createdAt: p.createdAt.toISOString(),
  };
}

/** The printer's server URL is the shop's own origin (HTTPS in production), with its credentials. */
export function presentSetup(username: string, password: string): TPrinterSetupDto {
  return { url: `${getConfig().APP_URL}${CLOUDPRNT_PATH}`, username, password };
}

/** A printer as the audit trail records it: its settings, never its credentials. */
export function auditPrinter(p: Pick<PrinterHealth, keyof TPrinterSettings>): TPrinterSettings {
  return {
    name: p.name,
    protocol: p.protocol,
    purposes: p.purposes,
    categoryIds: p.categoryIds,
    copies: p.copies,
    pollSeconds: p.pollSeconds,
  };
}

type TPrinterSettings = Pick<
  PrinterHealth,
  "name" | "protocol" | "purposes" | "categoryIds" | "copies" | "pollSeconds"
>;
