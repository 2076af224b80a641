import { resetPassword } from "@/lib/accounts/reset-password";
import { ZResetPasswordSchema } from "@/lib/auth/schemas";
import { readJson } from "@/lib/http/body";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route<{ token: string }>(async (req, { token }) => {
  const { newpassword } = await readJson(req, ZResetPasswordSchema);
  await resetPassword(token, newpassword);
  return ok(null, "Password updated successfully.");
});
