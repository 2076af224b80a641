import { AppError } from "@/lib/platform/errors";
import { route } from "@/lib/platform/http";

// next-auth's own endpoints (session, csrf, providers, signin, signout, callback/…, _log) are
// closed: this app's pages use none of them, and its sign-in is /api/auth/SignIn, which is
// rate-limited. next-auth stays as the format of the session cookie (lib/platform/http/session-cookie.ts).
// The spec's routes beside this catch-all (/api/auth/SignIn, /user…) are matched first. Every
// method is closed, as on app/api/[[...path]]: an address no route has is a 404, not a 405.
const closed = route<{ nextauth: string[] }>(async () => {
  throw AppError.notFound("Page");
});

export { closed as GET, closed as POST, closed as PUT, closed as PATCH, closed as DELETE, closed as OPTIONS };
