import { findRequestSession } from "@/lib/auth/request-auth";
import { revokeSession } from "@/lib/auth/sessions";
import { clearSessionCookie } from "@/lib/auth/set-session-cookie";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

/** Revokes the session (bearer or cookie) on the server and clears the cookie. */
export const POST = route(async (req) => {
  const session = await findRequestSession(req, "customer");
  if (session) await revokeSession(session.id);
  const res = ok(null, "You have been logged out.");
  clearSessionCookie(res, "customer");
  return res;
});
