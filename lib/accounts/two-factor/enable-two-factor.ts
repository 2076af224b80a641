import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import type { AuditActor } from "../audit/record-audit";
import { hashRecoveryCode, matchTotp, newRecoveryCodes } from "./totp";

/**
 * Puts two-factor sign-in in force once a code from the new secret proves the app has it.
 * Answers ten recovery codes, shown this once. The session that did it counts as opened with
 * two factors: it has just given one.
 */
export async function enableTwoFactor(
  actor: NonNullable<AuditActor>,
  sessionId: string,
  code: string,
  now = new Date(),
) {
  const admin = await getDb().admin.findUniqueOrThrow({
    where: { id: actor.adminId },
    select: { totpSecret: true, totpEnabledAt: true },
  });
  if (admin.totpEnabledAt) throw new AppError("CONFLICT", "Two-factor sign-in is already on.");
  if (!admin.totpSecret) throw new AppError("CONFLICT", "Start setting up two-factor sign-in first.");
  const step = await matchTotp(admin.totpSecret, code.replace(/\s+/g, ""), null, now);
  if (step === null)
    throw AppError.invalidInput("That code did not match. Check the time on your phone and try the newest code.", {
      code: "That code did not match.",
    });

  const codes = newRecoveryCodes();
  await getDb().$transaction(async (tx) => {
    await tx.admin.update({ where: { id: actor.adminId }, data: { totpEnabledAt: now, totpLastStep: step } });
    await tx.adminRecoveryCode.deleteMany({ where: { adminId: actor.adminId } });
    await tx.adminRecoveryCode.createMany({
      data: codes.map((c) => ({ adminId: actor.adminId, codeHash: hashRecoveryCode(c) })),
    });
    await tx.session.update({ where: { id: sessionId }, data: { twoFactor: true } });
  });
  return { recoveryCodes: codes };
}
