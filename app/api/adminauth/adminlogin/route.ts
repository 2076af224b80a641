import { z } from "zod";
import { signInAdmin } from "@/lib/admin/sign-in";
import { clientAddress, consumeRateLimits } from "@/lib/auth/rate-limit";
import { ADMIN_SESSION_SECONDS } from "@/lib/auth/sessions";
import { setSessionCookie } from "@/lib/auth/set-session-cookie";
import { readJson } from "@/lib/http/body";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

const ZAdminLoginSchema = z.object({
  form: z.object({
    username: z.string({ error: "Enter your username." }).trim().min(1, "Enter your username.").max(64),
    password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(128),
  }),
});

export const POST = route(async (req) => {
  const { form } = await readJson(req, ZAdminLoginSchema);
  await consumeRateLimits([
    { key: `adminlogin:ip:${clientAddress(req.headers)}`, max: 30, windowSeconds: 900 },
    { key: `adminlogin:user:${form.username.toLowerCase()}`, max: 10, windowSeconds: 900 },
  ]);
  const { token, session, admin } = await signInAdmin(form.username, form.password, req.headers.get("user-agent"));
  const res = ok({ token, userAdmin: admin }, "Signed in successfully.");
  await setSessionCookie(res, { sid: session.id, role: "admin" }, ADMIN_SESSION_SECONDS);
  return res;
});
