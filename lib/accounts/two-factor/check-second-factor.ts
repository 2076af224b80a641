import "server-only";
import { type Prisma, getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { isRecoveryCodeFormat, withoutSpaces } from "./code-format";
import { hashRecoveryCode, matchTotp } from "./totp";

type Tx = Prisma.TransactionClient;

/**
 * Takes a TOTP code or an unused recovery code for a member with two-factor on. A code is
 * spent as it is taken: the TOTP's step is moved forward only if no one moved it past this
 * step first (two tabs sending the same code get one sign-in), a recovery code is marked used
 * only if it was not already.
 */
export async function takeSecondFactor(
  adminId: string,
  code: string,
  now = new Date(),
  db: Tx | ReturnType<typeof getDb> = getDb(),
) {
  const admin = await db.admin.findUnique({
    where: { id: adminId },
    select: { totpSecret: true, totpEnabledAt: true, totpLastStep: true },
  });
  if (!admin?.totpSecret || !admin.totpEnabledAt) return false;
  const trimmed = withoutSpaces(code);

  const step = await matchTotp(admin.totpSecret, trimmed, admin.totpLastStep, now);
  if (step !== null) {
    const { count } = await db.admin.updateMany({
      where: { id: adminId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    });
    return count === 1;
  }

  if (!isRecoveryCodeFormat(trimmed)) return false;
  const { count } = await db.adminRecoveryCode.updateMany({
    where: { adminId, codeHash: hashRecoveryCode(trimmed), usedAt: null },
    data: { usedAt: now },
  });
  return count === 1;
}

/**
 * What a member's own session proves before it changes their two-factor (turning it off, new
 * recovery codes): that it is on, and a code taken as above. Refuses otherwise, in one wording.
 */
export async function proveSecondFactor(adminId: string, code: string, now = new Date()): Promise<void> {
  const admin = await getDb().admin.findUniqueOrThrow({ where: { id: adminId }, select: { totpEnabledAt: true } });
  if (!admin.totpEnabledAt) throw new AppError("CONFLICT", "Two-factor sign-in is not on.");
  if (!(await takeSecondFactor(adminId, code, now))) {
    throw AppError.invalidInput("That code did not match.", { code: "That code did not match." });
  }
}
