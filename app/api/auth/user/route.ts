import { loadCustomerProfile, requireCustomer } from "@/lib/auth/request-auth";
import { AppError } from "@/lib/http/app-error";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route(async (req) => {
  const { customerId } = await requireCustomer(req);
  const profile = await loadCustomerProfile(customerId);
  if (!profile) throw new AppError("UNAUTHENTICATED", "User not authorised! Please sign in.");
  return ok(
    {
      _id: profile.id,
      username: profile.username,
      email: profile.email,
      image: profile.imagePath,
      isVerified: profile.isVerified,
    },
    "User",
  );
});
