import "server-only";
import { getConfig } from "@/lib/platform/config";
import { type PrinterHealth } from "@/lib/printing";
import { CLOUDPRNT_PATH } from "@/lib/printing/shared";
import type { TPrinterDto, TPrinterSetupDto } from "./contract";

export function presentPrinter(p: PrinterHealth): TPrinterDto {
  return {
    _id: p.id,
    ...auditPrinter(p),
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

/**
 * A printer's settings: the part of the presenter above that the audit trail records too. Picked
 * by name, so its login (username; the password is never read) cannot reach the trail, nor its
 * health, which changes without anyone writing.
 */
export function auditPrinter(p: PrinterSettings): PrinterSettings {
  const { name, protocol, purposes, categoryIds, copies, pollSeconds } = p;
  return { name, protocol, purposes, categoryIds, copies, pollSeconds };
}

type PrinterSettings = Pick<PrinterHealth, "name" | "protocol" | "purposes" | "categoryIds" | "copies" | "pollSeconds">;
