import { handle } from "@/lib/api/handle";
import { getSignedInCustomer } from "@/lib/api/store/account/contract";
import { presentCustomer } from "@/lib/api/store/account/present";
import { loadCustomerProfile } from "@/lib/accounts";
import { AppError } from "@/lib/platform/errors";

export const GET = handle(getSignedInCustomer, async ({ auth }) => {
  const profile = await loadCustomerProfile(auth.customerId);
  if (!profile) throw new AppError("UNAUTHENTICATED", "User not authorised! Please sign in.");
  return { data: presentCustomer(profile), message: "User" };
});
