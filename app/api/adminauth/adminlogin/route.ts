import { signInAdmin, clientAddress, isAskingForCode, limitFailedAttempts } from "@/lib/accounts";
import { adminSignIn } from "@/lib/api/admin/session/contract";
import { setAdminSessionCookie } from "@/lib/api/admin/session/cookie";
import { presentAdminProfile } from "@/lib/api/admin/session/present";
import { handle } from "@/lib/api/handle";

export const POST = handle(adminSignIn, async ({ req, body: { form } }) => {
  const limits = [
    { key: `adminlogin:ip:${clientAddress(req.headers)}`, max: 30, windowSeconds: 900 },
    { key: `adminlogin:user:${form.username.toLowerCase()}`, max: 10, windowSeconds: 900 },
  ];
  const { token, session, admin } = await limitFailedAttempts(
    limits,
    () => signInAdmin(form, req.headers.get("user-agent"), clientAddress(req.headers)),
    isAskingForCode,
  );
  return {
    data: { token, userAdmin: presentAdminProfile(admin) },
    message: "Signed in successfully.",
    after: (res) => setAdminSessionCookie(res, session.id),
  };
});
