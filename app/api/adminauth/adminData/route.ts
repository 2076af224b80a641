import { loadAdminProfile } from "@/lib/accounts";
import { getSignedInAdmin } from "@/lib/api/admin/session/contract";
import { presentAdminProfile } from "@/lib/api/admin/session/present";
import { handle } from "@/lib/api/handle";

export const GET = handle(getSignedInAdmin, async ({ auth }) => ({
  data: { userAdmin: presentAdminProfile(await loadAdminProfile(auth.adminId)) },
  message: "Admin",
}));
