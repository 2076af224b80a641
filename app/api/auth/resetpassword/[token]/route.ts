import { resetPassword as reset } from "@/lib/accounts";
import { handle } from "@/lib/api/handle";
import { resetPassword } from "@/lib/api/store/account/contract";

export const POST = handle(resetPassword, async ({ params, body }) => {
  await reset(params.token, body.newpassword);
  return { data: null, message: "Password updated successfully." };
});
