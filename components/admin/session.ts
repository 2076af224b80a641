import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { loadAdminProfile, findRequestSession } from "@/lib/accounts";
import type { TAdminProfileDto } from "@/lib/api/admin/session/contract";
import { presentAdminProfile } from "@/lib/api/admin/session/present";
import { roleCan, type Permission } from "@/lib/accounts/shared";
import { isAppError } from "@/lib/platform/errors";
import { adminHomeFor } from "./shell/nav-items";

/**
 * The admin whose cookie came with this request, or null. Cached per request, so the layout
 * and the page it wraps check the session once. The proxy only checks that the cookie is
 * genuine; this also checks that its session is still live (not signed out, not expired).
 */
export const findAdminSession = cache(async (): Promise<{ sessionId: string; adminId: string } | null> => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  // Pages are reached with the cookie; a bearer header (a customer's) must not stand in for it.
  const plain = new Headers(headerList);
  plain.delete("authorization");
  const session = await findRequestSession({ headers: plain, cookies: cookieStore }, "admin");
  return session?.adminId ? { sessionId: session.id, adminId: session.adminId } : null;
});

export const findSignedInAdmin = cache(async (): Promise<TAdminProfileDto | null> => {
  const session = await findAdminSession();
  if (!session) return null;
  try {
    return presentAdminProfile(await loadAdminProfile(session.adminId));
  } catch (err) {
    if (isAppError(err) && err.code === "UNAUTHENTICATED") return null; // the admin was removed
    throw err;
  }
});

/**
 * For every admin page, not only the layout: on a client-side navigation Next.js may render
 * the page without its layout, so a page that reads data checks the session itself.
 */
export async function requireAdminPage(permission?: Permission): Promise<TAdminProfileDto> {
  const admin = await findSignedInAdmin();
  if (!admin) redirect("/admin/sigIn");
  // A page of powers the role lacks leads to the first page it has (the server refuses its
  // calls anyway; this spares the member a page of errors).
  if (permission && !roleCan(admin.role, permission)) redirect(adminHomeFor(admin.role));
  return admin;
}
