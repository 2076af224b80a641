import type { Metadata } from "next";
import { IntentLink } from "@/components/ui/intent-link";
import { AuthHeading } from "@/components/auth/auth-heading";
import { MailIllustration } from "@/components/auth/mail-illustration";
import { ResendVerificationForm } from "@/components/auth/resend-verification";

export const metadata: Metadata = { title: "Verify your email" };

export default function VerifyEmailPage() {
  return (
    <>
      <MailIllustration />
      <AuthHeading title="Verify your email">
        <p className="text-lg text-ink" data-testid="verify-email-prompt">
          We are sending you an email with a link: open it to verify your email. It usually arrives within a minute.
        </p>
        <p className="mt-2">
          Once it&apos;s verified you can{" "}
          <IntentLink
            href="/auth"
            className="font-semibold text-navy underline decoration-brand decoration-2 underline-offset-4 hover:decoration-navy"
          >
            sign in
          </IntentLink>
          .
        </p>
      </AuthHeading>
      {/* The padding is the summary's, so the whole 56 px row opens it, not the line of text. */}
      <details className="group rounded-xl border border-line open:bg-surface/60">
        <summary className="cursor-pointer rounded-xl p-4 font-semibold text-navy marker:text-brand">
          Didn&apos;t get the email?
        </summary>
        <div className="px-4 pb-4">
          <p className="mb-4 text-ink-muted">
            Look in your spam folder first. Still nothing? We&apos;ll send it again.
          </p>
          <ResendVerificationForm />
        </div>
      </details>
    </>
  );
}
