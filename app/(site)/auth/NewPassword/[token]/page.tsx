import type { Metadata } from "next";
import { AuthHeading } from "@/components/auth/auth-heading";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

// The token is a secret: keep the page out of search engines.
export const metadata: Metadata = { title: "Set a new password", robots: { index: false, follow: false } };

type TNewPasswordPageProps = { params: Promise<{ token: string }> };

export default async function NewPasswordPage({ params }: TNewPasswordPageProps) {
  const { token } = await params;
  return (
    <>
      <AuthHeading title="Set New Password">Choose a new password for your account.</AuthHeading>
      <ResetPasswordForm token={token} />
    </>
  );
}
