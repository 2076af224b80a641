import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { recordAudit } from "../audit/record-audit";
import { hashPassword, verifyPassword } from "../password";
import type { StaffRole } from "../permissions";
import { createSession } from "../sessions/create-session";
import { takeSecondFactor } from "../two-factor/check-second-factor";
import { SECOND_FACTOR_CODE_MESSAGE } from "../two-factor/code-format";

let dummyHash: Promise<string> | undefined;

const WRONG = "Invalid username or password.";
export const CODE_NEEDED_MESSAGE = SECOND_FACTOR_CODE_MESSAGE;

/**
 * The answer to a right password of an account with two-factor on and no code sent: "now give
 * your code", no failed attempt. A wrong or used code is one (decision 027), though its answer
 * also carries `twoFactorRequired` so the form keeps asking for the code.
 */
export function isAskingForCode(err: AppError): boolean {
  return err.code === "UNAUTHENTICATED" && err.data?.twoFactorRequired === true && err.message === CODE_NEEDED_MESSAGE;
}

export type AdminSignIn = { username: string; password: string; code?: string | undefined };

/**
 * Signs a member of staff in with the spec's payload; with two-factor on, a code must come too
 * (401 with `twoFactorRequired` and no session otherwise). Every attempt is on the audit trail.
 */
export async function signInAdmin(input: AdminSignIn, userAgent: string | null, clientAddress: string | null = null) {
  const admin = await getDb().admin.findUnique({
    where: { username: input.username },
    select: {
      id: true,
      username: true,
      imagePath: true,
      passwordHash: true,
      role: true,
      suspendedAt: true,
      removedAt: true,
      totpEnabledAt: true,
    },
  });
  dummyHash ??= hashPassword("not-a-real-password");
  // An invited member who has not set a password yet has none to match.
  const valid = await verifyPassword(admin?.passwordHash || (await dummyHash), input.password);
  const actor = admin ? { adminId: admin.id, username: admin.username, role: admin.role } : null;
  const fail = async (reason: string, error: AppError) => {
    await recordAudit({
      actor,
      action: "staff.sign_in.failed",
      targetType: "admin",
      targetId: admin?.id ?? null,
      targetName: admin?.username ?? null,
      reason,
      after: { username: input.username.slice(0, 64) },
      clientAddress,
    });
    return error;
  };
  if (!admin || admin.removedAt || !admin.passwordHash || !valid)
    throw await fail("wrong username or password", new AppError("UNAUTHENTICATED", WRONG));
  if (admin.suspendedAt)
    throw await fail("suspended", new AppError("UNAUTHENTICATED", "This account is suspended. Ask the owner."));

  let twoFactor = false;
  if (admin.totpEnabledAt) {
    if (!input.code)
      throw new AppError("UNAUTHENTICATED", CODE_NEEDED_MESSAGE, undefined, { data: { twoFactorRequired: true } });
    if (!(await takeSecondFactor(admin.id, input.code))) {
      throw await fail(
        "wrong or used code",
        new AppError("UNAUTHENTICATED", "That code did not match, or it was already used.", undefined, {
          data: { twoFactorRequired: true },
        }),
      );
    }
    twoFactor = true;
  }
  const { token, session } = await createSession({ adminId: admin.id }, userAgent, { twoFactor });
  await recordAudit({
    actor,
    action: "staff.sign_in",
    targetType: "admin",
    targetId: admin.id,
    targetName: admin.username,
    after: { twoFactor },
    clientAddress,
  });
  return {
    token,
    session,
    admin: {
      username: admin.username,
      imagePath: admin.imagePath,
      role: admin.role as StaffRole,
      twoFactor: !!admin.totpEnabledAt,
    },
  };
}
