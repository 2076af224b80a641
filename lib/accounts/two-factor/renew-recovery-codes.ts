import "server-only";
import { getDb } from "@/lib/platform/db";
import type { AuditActor } from "../audit/record-audit";
import { proveSecondFactor } from "./check-second-factor";
import { hashRecoveryCode, newRecoveryCodes } from "./totp";

/**
 * Ten new recovery codes for a member with two-factor on, proved as turning it off is (a code
 * from the app or an unused recovery code): every code made before stops working. Answers the
 * new ones, shown this once (decision 110).
 */
export async function renewRecoveryCodes(actor: NonNullable<AuditActor>, code: string, now = new Date()) {
  await proveSecondFactor(actor.adminId, code, now);
  const codes = newRecoveryCodes();
  await getDb().$transaction(async (tx) => {
    await tx.adminRecoveryCode.deleteMany({ where: { adminId: actor.adminId } });
    await tx.adminRecoveryCode.createMany({
      data: codes.map((c) => ({ adminId: actor.adminId, codeHash: hashRecoveryCode(c) })),
    });
  });
  return { recoveryCodes: codes };
}
