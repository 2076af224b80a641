import "server-only";
import { hashPassword, verifyPassword } from "../password";
import { createSession } from "../sessions/create-session";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";

export const INVALID_CREDENTIALS = "Invalid credentials. Please try again.";
export const UNVERIFIED_MESSAGE = "Please verify your email before signing in.";

/** The counter of failed sign-ins to one account (app/api/auth/SignIn), which a password reset clears. */
export const signInEmailLimitKey = (email: string) => `signin:email:${email.toLowerCase()}`;

// Checked against when no account matches, so that a wrong address costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function signIn(input: { email: string; password: string }, userAgent: string | null) {
  const customer = await getDb().customer.findUnique({
    where: { emailNormalized: input.email.toLowerCase() },
    select: { id: true, passwordHash: true, isVerified: true },
  });
  dummyHash ??= hashPassword("not-a-real-password");
  const valid = await verifyPassword(customer?.passwordHash ?? (await dummyHash), input.password);
  if (!customer || !valid) throw new AppError("UNAUTHENTICATED", INVALID_CREDENTIALS);
  if (!customer.isVerified) throw new AppError("FORBIDDEN", UNVERIFIED_MESSAGE, { unverified: "true" });
  return createSession({ customerId: customer.id }, userAgent);
}
