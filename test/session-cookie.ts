import { cookieNameFor, encodeSessionCookie, type CookieClaims } from "@/lib/platform/http";
import { findSessionByToken } from "@/lib/accounts";

/** The browser's way to the same session as a bearer token: its httpOnly cookie, for `call({ cookies })`. */
export async function sessionCookieFor(token: string, role: CookieClaims["role"]): Promise<Record<string, string>> {
  const session = await findSessionByToken(token);
  if (!session) throw new Error("No live session for that token.");
  return { [cookieNameFor(role)]: await encodeSessionCookie({ sid: session.id, role }, 3600) };
}
