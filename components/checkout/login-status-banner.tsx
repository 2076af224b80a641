import { IntentLink } from "@/components/ui/intent-link";

type TLoginStatusBannerProps = { customer: { username: string; email: string } | null };

/** The spec's login status line: the request guard has already sent visitors to sign in, so
 * 'Unauthorised' shows only when the session ended in between (signed out elsewhere, expired). */
export function LoginStatusBanner({ customer }: TLoginStatusBannerProps) {
  if (customer) {
    return (
      <p
        role="status"
        data-testid="login-status"
        className="rounded-xl border border-green-700/30 bg-green-50 px-4 py-3 text-green-900"
      >
        <span className="font-semibold">User is logged in!</span>{" "}
        <span className="break-words">
          Signed in as {customer.username} ({customer.email}).
        </span>
      </p>
    );
  }
  return (
    <div
      role="alert"
      data-testid="login-status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-red-900"
    >
      <p>
        <span className="font-semibold">Unauthorised</span> Your session has ended. Please sign in to check out.
      </p>
      <IntentLink
        href="/auth?next=/checkout"
        className="inline-flex min-h-11 items-center rounded-full bg-navy px-5 font-semibold text-white hover:bg-navy-soft"
      >
        Sign in
      </IntentLink>
    </div>
  );
}
