import { usePathname } from "next/navigation";
import { isWorthRetrying } from "@/components/ui/use-api-data";

/** What a failed call of an admin screen answered (useApiData's failed state has it all). */
export type TLoadFailure = {
  /** 0 when the server was not reached. */
  httpStatus: number;
  message: string;
  fields: Record<string, string>;
};

type TLoadFailedProps = {
  failed: TLoadFailure;
  /** Said when the server was not reached or failed: "The day's figures could not be loaded." */
  fallback: string;
  onRetry: () => void;
  /** The customer's orders sit in a roomier box than the reports' figures. */
  padding?: "p-5" | "p-6";
};

/**
 * What an admin screen shows when what it loads did not come: why, and what can be done about
 * it: try again, sign in again, or nothing here (the server's words say why not).
 */
export function LoadFailed({ failed, fallback, onRetry, padding = "p-5" }: TLoadFailedProps) {
  if (failed.httpStatus === 401) {
    return (
      <div role="alert" className={`rounded-2xl border-2 border-amber-500 bg-amber-50 ${padding} text-amber-950`}>
        <SignInAgain />
      </div>
    );
  }
  return (
    <div role="alert" className={`rounded-2xl border border-red-300 bg-red-50 ${padding} text-red-800`}>
      <p className="font-semibold">{loadFailedText(failed, fallback)}</p>
      {isWorthRetrying(failed.httpStatus) ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 min-h-11 rounded-full border border-red-800/40 px-4 font-semibold hover:bg-white"
        >
          Try again
        </button>
      ) : null}
    </div>
  );
}

/**
 * The admin's session has ended (signed out everywhere, suspended, expired, the role changed):
 * why, and the way back to this page. `what` finishes "Sign in again to …".
 */
export function SignInAgain({ what = "carry on" }: { what?: string }) {
  // usePathname is null outside the app router (component tests); the sign-in page then opens the dashboard.
  const here = usePathname();
  const href = here ? `/admin/sigIn?next=${encodeURIComponent(here)}` : "/admin/sigIn";
  return (
    <>
      <p className="font-extrabold">You have been signed out.</p>
      <p className="mt-1">
        The owner may have changed what your account can do, or your session ended. Sign in again to {what}.
      </p>
      <a
        href={href}
        className="mt-3 inline-flex min-h-11 items-center rounded-full bg-navy px-5 font-bold text-white hover:bg-navy-soft"
      >
        Sign in again
      </a>
    </>
  );
}

/**
 * Why a screen's figures did not come. A refusal (4xx) in the server's words: what it said of the
 * date or period it refused (a 400's `data.<field>`, "Choose a date from 2000 to 2099.") before its
 * general "Check the highlighted fields and try again.", which has nothing highlighted to point at
 * here. A failure of the server in the screen's own words, but for a 503, whose words ("We're very
 * busy right now…") say more than "Internal Server Error" does.
 */
export function loadFailedText(failed: TLoadFailure, fallback: string): string {
  if (failed.httpStatus === 0) return failed.message ? `${fallback} ${failed.message}` : fallback;
  if (failed.httpStatus >= 500) return (failed.httpStatus === 503 && failed.message) || fallback;
  return Object.values(failed.fields)[0] || failed.message || fallback;
}
