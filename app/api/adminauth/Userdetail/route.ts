import { listCustomers } from "@/lib/admin/customers";
import { requireAdmin } from "@/lib/auth/request-auth";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route(async (req) => {
  await requireAdmin(req);
  const customers = await listCustomers();
  return ok(
    customers.map((c) => ({
      _id: c.id,
      filepath: c.imagePath,
      username: c.username,
      email: c.email,
      isVerified: c.isVerified,
      createdAt: c.createdAt.toISOString(),
    })),
    "Users",
  );
});
