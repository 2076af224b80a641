import { requireAdmin } from "@/lib/auth/request-auth";
import { revokeSession } from "@/lib/auth/sessions";
import { clearSessionCookie } from "@/lib/auth/set-session-cookie";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route(async (req) => {
  const { sessionId } = await requireAdmin(req);
  await revokeSession(sessionId);
  const res = ok(null, "Signed out.");
  clearSessionCookie(res, "admin");
  return res;
});
