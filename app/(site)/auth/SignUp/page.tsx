import type { Metadata } from "next";
import { AuthHeading } from "@/components/auth/auth-heading";
import { SignUpForm } from "@/components/auth/sign-up-form";

export const metadata: Metadata = { title: "Sign up" };

export default function SignUpPage() {
  return (
    <>
      <AuthHeading title="Sign Up">Create your account: we&apos;ll email you a link to verify your address.</AuthHeading>
      <SignUpForm />
    </>
  );
}
