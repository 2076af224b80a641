import type { Metadata } from "next";
import { AuthHeading } from "@/components/auth/auth-heading";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { safeNextPath } from "@/lib/accounts/shared";

export const metadata: Metadata = { title: "Sign up" };

type TSignUpPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function SignUpPage({ searchParams }: TSignUpPageProps) {
  const { next } = await searchParams;
  const nextPath = safeNextPath(Array.isArray(next) ? next[0] : next);
  return (
    <>
      <AuthHeading title="Sign Up">
        Create your account: we&apos;ll email you a link to verify your address.
      </AuthHeading>
      <SignUpForm next={nextPath} />
    </>
  );
}
