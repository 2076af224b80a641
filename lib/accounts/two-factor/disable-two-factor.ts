import "server-only";
import { getDb } from "@/lib/platform/db";
import type { AuditActor } from "../audit/record-audit";
import { proveSecondFactor } from "./check-second-factor";
import { clearTwoFactor } from "./clear-two-factor";

/** Turns two-factor sign-in off, with a current code (or a recovery code) as proof. */
export async function disableTwoFactor(actor: NonNullable<AuditActor>, code: string, now = new Date()) {
  await proveSecondFactor(actor.adminId, code, now);
  await getDb().$transaction(async (tx) => {
    await clearTwoFactor(tx, actor.adminId);
    await tx.session.updateMany({ where: { adminId: actor.adminId }, data: { twoFactor: false } });
  });
}
