import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import type { AuditActor } from "../audit/record-audit";
import { takeSecondFactor } from "./check-second-factor";
import { clearTwoFactor } from "./clear-two-factor";

/** Turns two-factor sign-in off, with a current code (or a recovery code) as proof. */
export async function disableTwoFactor(actor: NonNullable<AuditActor>, code: string, now = new Date()) {
  const admin = await getDb().admin.findUniqueOrThrow({
    where: { id: actor.adminId },
    select: { totpEnabledAt: true },
  });
  if (!admin.totpEnabledAt) throw new AppError("CONFLICT", "Two-factor sign-in is not on.");
  if (!(await takeSecondFactor(actor.adminId, code, now))) {
    throw AppError.invalidInput("That code did not match.", { code: "That code did not match." });
  }
  await getDb().$transaction(async (tx) => {
    await clearTwoFactor(tx, actor.adminId);
    await tx.session.updateMany({ where: { adminId: actor.adminId }, data: { twoFactor: false } });
  });
}
