import { safeNextPath } from "@/lib/accounts/shared";

const FALLBACK = "/admin/dashboard";

/** Where to go after signing in: `?next=` only when it is an admin page of this site, never the sign-in page itself. */
export function resolveNextPath(next: string | null | undefined): string {
  const path = safeNextPath(next, FALLBACK);
  const pathname = path.split(/[?#]/)[0] ?? "";
  const isAdminPage = pathname === "/admin" || pathname.startsWith("/admin/");
  if (!isAdminPage || pathname.toLowerCase() === "/admin/sigin") return FALLBACK;
  return path;
}
