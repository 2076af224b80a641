import "server-only";
import { rm } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { hashPassword, verifyPassword } from "../password";
import { signOutMember } from "../sessions/sign-out-member";

/** Where the first start keeps the owner's generated password until they choose their own. */
export const FIRST_OWNER_PASSWORD_FILE = "admin-password.txt";

/**
 * A member changes their own password; their other devices are signed out and stop being alerted
 * of new orders, while this one stays signed in and alerted. A subscription made before they
 * followed sessions cannot be told to be this device's, so it stops too: this device's board
 * puts it back when it next opens. The first start's password file goes once its owner has
 * chosen their own: a password stops living in plain text.
 */
export async function changeOwnPassword(
  adminId: string,
  sessionId: string,
  current: string,
  next: string,
  now = new Date(),
) {
  const admin = await getDb().admin.findUniqueOrThrow({
    where: { id: adminId },
    select: { passwordHash: true, username: true },
  });
  if (!(await verifyPassword(admin.passwordHash, current))) {
    throw AppError.invalidInput("Your current password is not right.", {
      currentPassword: "This is not your current password.",
    });
  }
  const passwordHash = await hashPassword(next);
  const signedOut = await getDb().$transaction(async (tx) => {
    await tx.admin.update({ where: { id: adminId }, data: { passwordHash } });
    return signOutMember(tx, adminId, now, sessionId);
  });
  const config = getConfig();
  if (admin.username === config.ADMIN_USERNAME)
    await rm(path.join(config.DATA_DIR, FIRST_OWNER_PASSWORD_FILE), { force: true });
  return signedOut;
}
