import type { Metadata } from "next";
import { ProfileSection } from "@/components/profile/section-heading";

export const metadata: Metadata = { title: "Payments" };

// A placeholder, as in the spec: there are no saved payment methods to show.
export default function ProfilePaymentsPage() {
  return (
    <ProfileSection id="payments-heading" title="Payments">
      <div className="flex flex-col items-center rounded-2xl border border-line bg-surface px-6 py-10 text-center">
        <img src="/page-not-found.svg" alt="" width={320} height={200} className="h-auto w-full max-w-xs" />
        <p className="mt-6 text-2xl font-extrabold tracking-wide text-ink" data-testid="payments-placeholder">
          PAGE NOT FOUND
        </p>
        <p className="mt-2 max-w-md text-ink-muted">
          You pay for each order at checkout. Saved payment methods are not available yet.
        </p>
      </div>
    </ProfileSection>
  );
}
