import "server-only";
import { randomUUID } from "node:crypto";
import { hashPassword } from "../password";
import { AVATAR_MAX_BYTES, AVATAR_TOO_BIG_MESSAGE } from "./avatar-rules";
import { getDb, isUniqueViolation } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { transactionWithJobs } from "@/lib/platform/queue";
import { putFile, isAcceptedImage, toWebp } from "@/lib/platform/storage";
import { queueVerificationMail } from "../email-links/queue-verification-mail";

export const DUPLICATE_EMAIL_MESSAGE = "An account with this email already exists.";

/**
 * `mailSent`: the verification mail is recorded and queued with the account (one transaction),
 * so it is always true now; the worker sends it moments later and retries a provider that is
 * down. The field stays for the API's clients.
 */
export type SignUpFields = { username: string; email: string; password: string };

export type SignUpResult = { id: string; username: string; email: string; mailSent: boolean };

async function storeAvatar(image: Buffer): Promise<string> {
  if (image.byteLength > AVATAR_MAX_BYTES) {
    throw AppError.invalidInput("Check the highlighted fields and try again.", { image: AVATAR_TOO_BIG_MESSAGE });
  }
  if (!(await isAcceptedImage(image))) {
    throw AppError.invalidInput("Check the highlighted fields and try again.", {
      image: "Choose a JPEG, PNG, WebP, GIF or AVIF picture.",
    });
  }
  return putFile(`avatars/${randomUUID()}.webp`, await toWebp(image, { width: 256, height: 256 }));
}

/**
 * Creates an unverified account and queues the mail with its verification link, which carries
 * `next` (where the customer was going) through to the sign-in after it.
 */
export async function signUp(fields: SignUpFields, image: Buffer | null, next?: string | null): Promise<SignUpResult> {
  const emailNormalized = fields.email.toLowerCase();
  const db = getDb();
  if (await db.customer.findUnique({ where: { emailNormalized }, select: { id: true } })) {
    throw new AppError("CONFLICT", DUPLICATE_EMAIL_MESSAGE, { email: DUPLICATE_EMAIL_MESSAGE });
  }
  const imagePath = image ? await storeAvatar(image) : null;
  const passwordHash = await hashPassword(fields.password);
  try {
    const customer = await transactionWithJobs(async (tx, jobs) => {
      const created = await tx.customer.create({
        data: { username: fields.username, email: fields.email, emailNormalized, passwordHash, imagePath },
        select: { id: true, username: true, email: true },
      });
      await queueVerificationMail(jobs, created, next);
      return created;
    });
    return { ...customer, mailSent: true };
  } catch (err) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(err)) {
      throw new AppError("CONFLICT", DUPLICATE_EMAIL_MESSAGE, { email: DUPLICATE_EMAIL_MESSAGE });
    }
    throw err;
  }
}
