import { acceptStaffInvite, clientAddress, consumeRateLimits } from "@/lib/accounts";
import { acceptStaffInvite as endpoint } from "@/lib/api/admin/staff/contract";
import { handle } from "@/lib/api/handle";

export const POST = handle(endpoint, async ({ req, params, body }) => {
  await consumeRateLimits([{ key: `staff-invite:ip:${clientAddress(req.headers)}`, max: 20, windowSeconds: 900 }]);
  const { username } = await acceptStaffInvite(params.token, body.password, clientAddress(req.headers));
  return { data: { username }, message: `Your password is set. Sign in as ${username}.` };
});
