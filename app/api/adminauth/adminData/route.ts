import { loadAdminProfile } from "@/lib/admin/sign-in";
import { requireAdmin } from "@/lib/auth/request-auth";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route(async (req) => {
  const { adminId } = await requireAdmin(req);
  return ok({ userAdmin: await loadAdminProfile(adminId) }, "Admin");
});
