import type { Metadata } from "next";
import { AuthHeading } from "@/components/auth/auth-heading";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <>
      <AuthHeading title="Forgot Password">
        Enter the email you signed up with and we&apos;ll send you a link to choose a new password.
      </AuthHeading>
      <ForgotPasswordForm />
    </>
  );
}
