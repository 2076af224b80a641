import "server-only";
import QRCode from "qrcode";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { newTotpSecret, otpauthUrl } from "./totp";

/**
 * Starts two-factor sign-in: a new secret, kept on the account but not in force until a code
 * from it is given (enableTwoFactor). Asking again replaces a secret not yet in force.
 */
export async function setUpTwoFactor(adminId: string) {
  const admin = await getDb().admin.findUniqueOrThrow({
    where: { id: adminId },
    select: { username: true, totpEnabledAt: true },
  });
  if (admin.totpEnabledAt)
    throw new AppError("CONFLICT", "Two-factor sign-in is already on. Turn it off first to move it to another device.");
  const secret = newTotpSecret();
  await getDb().admin.update({ where: { id: adminId }, data: { totpSecret: secret, totpLastStep: null } });
  const url = otpauthUrl(secret, admin.username);
  const qrSvg = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, otpauthUrl: url, qrSvg };
}
