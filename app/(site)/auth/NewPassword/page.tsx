import type { Metadata } from "next";
import { IntentLink } from "@/components/ui/intent-link";
import { AuthHeading } from "@/components/auth/auth-heading";
import { MailIllustration } from "@/components/auth/mail-illustration";

export const metadata: Metadata = { title: "Check your email" };

export default function ResetLinkSentPage() {
  return (
    <>
      <MailIllustration />
      <AuthHeading title="Check your email">
        <p className="text-lg text-ink" data-testid="reset-link-sent">
          We have sent a password reset link to your email.
        </p>
        <p className="mt-2">
          Open it and follow the link to choose a new password. Can&apos;t find it? Look in your spam folder.
        </p>
      </AuthHeading>
      <div className="flex flex-col gap-3 sm:flex-row">
        <IntentLink
          href="/auth"
          className="inline-flex min-h-12 flex-1 items-center justify-center rounded-full bg-brand px-6 py-3 font-bold text-navy hover:bg-brand-strong"
        >
          Back to Sign In
        </IntentLink>
        <IntentLink
          href="/auth/ForgottePassword"
          className="inline-flex min-h-12 flex-1 items-center justify-center rounded-full border border-navy/30 px-6 py-3 font-semibold text-navy hover:bg-surface"
        >
          Send another link
        </IntentLink>
      </div>
    </>
  );
}
