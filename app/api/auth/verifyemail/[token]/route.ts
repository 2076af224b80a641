import { verifyEmail } from "@/lib/accounts/verify-email";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

const VERIFIED = "Email verified successfully. You can sign in now.";

export const GET = route<{ token: string }>(async (_req, { token }) => {
  await verifyEmail(token);
  // The spec's client reads the message from `data` as well as from `message`.
  return ok(VERIFIED, VERIFIED);
});
