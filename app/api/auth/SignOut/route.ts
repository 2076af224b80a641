import { handle } from "@/lib/api/handle";
import { signOut } from "@/lib/api/store/account/contract";
import { clearCustomerSessionCookie } from "@/lib/api/store/account/cookie";
import { findRequestSession, revokeSession } from "@/lib/accounts";

/** Public: whatever session the request carries (bearer or cookie) ends, and the cookie goes. */
export const POST = handle(signOut, async ({ req }) => {
  const session = await findRequestSession(req, "customer");
  if (session) await revokeSession(session.id);
  return { data: null, message: "You have been logged out.", after: clearCustomerSessionCookie };
});
