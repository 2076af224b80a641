import "server-only";
import { findRequestSession, type RequestLike } from "@/lib/accounts";
import { CUSTOMERS, STAFF, type MenuAudience } from "@/lib/menu";

/**
 * The menu reads are public, and the admin's manage screens read the menu through them too:
 * a request with an admin's session also sees the hidden dishes and variants (decision 016).
 */
export async function menuAudienceOf(req: RequestLike): Promise<MenuAudience> {
  return (await findRequestSession(req, "admin")) ? STAFF : CUSTOMERS;
}
