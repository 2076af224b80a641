import "server-only";
import { randomBytes } from "node:crypto";
import { getDb } from "@/lib/platform/db";
import type { AuthenticatedPrinter } from "./authenticate-printer";
import {
  decodeStatusCode,
  MEDIA_TYPES_FOR,
  OFFER_TIMEOUT_MS,
  WITHDRAWN_ORDER_STATUSES,
  type TMediaType,
} from "./shared";

/** What a CloudPRNT printer sends when it polls (Star's POST body), as far as the shop reads it. */
export type PrinterStatus = { statusCode?: string; printerMAC?: string };

export type PollAnswer = { jobReady: false } | { jobReady: true; mediaTypes: TMediaType[]; jobToken: string };

/** A printer in trouble (no paper, cover open) says so with a status that is not 2xx: nothing is offered then. */
function isReady(statusCode: string | undefined): boolean {
  if (!statusCode) return true;
  return /^2/.test(decodeStatusCode(statusCode));
}

/**
 * A printer polls: it is seen now, and is offered its next job that is due (queued and past its
 * print time), or one it was offered and never confirmed within 60 s, with the same token, so a
 * printer that printed but lost the confirmation is recognised when it confirms. The job row is
 * locked (SKIP LOCKED), so two polls never take the same job. A job of an order cancelled or
 * rejected is not offered: cancelling withdraws its jobs, and one that escaped it (an order
 * cancelled before it did) is withdrawn here when it comes up, rather than printed or left queued.
 * Its "CANCELLED" slip (isVoid) is the one job of such an order that prints.
 */
export async function pollPrinter(
  printer: AuthenticatedPrinter,
  status: PrinterStatus,
  now = new Date(),
): Promise<PollAnswer> {
  const db = getDb();
  await db.printer.update({
    where: { id: printer.id },
    data: {
      lastSeenAt: now,
      lastStatus: status.statusCode ? decodeStatusCode(status.statusCode).slice(0, 100) : null,
      ...(status.printerMAC ? { macAddress: status.printerMAC.slice(0, 32) } : {}),
    },
  });
  if (!isReady(status.statusCode)) return { jobReady: false };

  const staleBefore = new Date(now.getTime() - OFFER_TIMEOUT_MS);
  return db.$transaction(async (tx) => {
    // The due job and its order's status in one statement; an idle poll costs this one read. A job
    // whose order was withdrawn is cancelled as it comes up, and the next due job is looked at.
    for (;;) {
      const due = await tx.$queryRaw<{ id: string; token: string | null; isVoid: boolean; orderStatus: string }[]>`
        SELECT j.id, j.token, j."isVoid", o.status::text AS "orderStatus"
        FROM "PrintJob" j JOIN "Order" o ON o.id = j."orderId"
        WHERE j."printerId" = ${printer.id}::uuid
          AND ((j.status = 'queued' AND j."printAt" <= ${now}) OR (j.status = 'offered' AND j."offeredAt" <= ${staleBefore}))
        ORDER BY j."printAt", j.id
        LIMIT 1
        FOR UPDATE OF j SKIP LOCKED`;
      const job = due[0];
      if (!job) return { jobReady: false } as const;
      if (!job.isVoid && (WITHDRAWN_ORDER_STATUSES as readonly string[]).includes(job.orderStatus)) {
        await tx.printJob.update({ where: { id: job.id }, data: { status: "cancelled", offeredAt: null } });
        continue;
      }
      const token = job.token ?? randomBytes(16).toString("hex");
      await tx.printJob.update({
        where: { id: job.id },
        data: { status: "offered", offeredAt: now, token, attempts: { increment: 1 } },
      });
      return { jobReady: true, mediaTypes: MEDIA_TYPES_FOR[printer.protocol], jobToken: token } as const;
    }
  });
}
