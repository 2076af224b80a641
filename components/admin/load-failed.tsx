type TLoadFailedProps = {
  message: string;
  onRetry: () => void;
  /** The customer's orders sit in a roomier box than the reports' figures. */
  padding?: "p-5" | "p-6";
};

/** What an admin screen shows when what it loads did not come: why, and a way to ask again. */
export function LoadFailed({ message, onRetry, padding = "p-5" }: TLoadFailedProps) {
  return (
    <div role="alert" className={`rounded-2xl border border-red-300 bg-red-50 ${padding} text-red-800`}>
      <p className="font-semibold">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 min-h-11 rounded-full border border-red-800/40 px-4 font-semibold hover:bg-white"
      >
        Try again
      </button>
    </div>
  );
}

/**
 * Why a screen's figures did not come, in the server's words: what it said of the date or period
 * it refused (a 400's `data.<field>`, "Choose a date from 2000 to 2099.") before its general
 * "Check the highlighted fields and try again.", which has nothing highlighted to point at here.
 */
export function loadFailedText(failed: { message: string; fields: Record<string, string> }, fallback: string): string {
  return Object.values(failed.fields)[0] || failed.message || fallback;
}
