import "server-only";
import { getConfig } from "@/lib/config";
import { sendMail } from "@/lib/mail/send-mail";
import { passwordResetMail, verificationMail } from "@/lib/mail/templates";
import { issueEmailToken } from "./email-tokens";

type Recipient = { id: string; username: string; email: string };

/** Sends a fresh verification link; true when the mail went out. */
export async function sendVerificationMail(customer: Recipient): Promise<boolean> {
  const token = await issueEmailToken(customer.id, "verify_email");
  const url = `${getConfig().APP_URL}/auth/verifyemail/${token}`;
  return deliver({ to: customer.email, ...verificationMail(customer.username, url) });
}

export async function sendPasswordResetMail(customer: Recipient): Promise<boolean> {
  const token = await issueEmailToken(customer.id, "reset_password");
  const url = `${getConfig().APP_URL}/auth/NewPassword/${token}`;
  return deliver({ to: customer.email, ...passwordResetMail(customer.username, url) });
}

async function deliver(mail: Parameters<typeof sendMail>[0]): Promise<boolean> {
  try {
    await sendMail(mail);
    return true;
  } catch (err) {
    // The account stays; the user is told and can ask for the mail again.
    console.error("[mail] sending failed:", err instanceof Error ? err.message : err);
    return false;
  }
}
