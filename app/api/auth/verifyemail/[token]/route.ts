import { verifyEmail as verify } from "@/lib/accounts";
import { handle } from "@/lib/api/handle";
import { verifyEmail } from "@/lib/api/store/account/contract";

const VERIFIED = "Email verified successfully. You can sign in now.";

export const GET = handle(verifyEmail, async ({ params }) => {
  await verify(params.token);
  return { data: VERIFIED, message: VERIFIED };
});
