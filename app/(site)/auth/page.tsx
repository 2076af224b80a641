import type { Metadata } from "next";
import { AuthHeading } from "@/components/auth/auth-heading";
import { SignInForm } from "@/components/auth/sign-in-form";
import { safeNextPath } from "@/lib/accounts/shared";

export const metadata: Metadata = { title: "Sign in" };

type TSignInPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function SignInPage({ searchParams }: TSignInPageProps) {
  const { next } = await searchParams;
  const nextPath = safeNextPath(Array.isArray(next) ? next[0] : next);
  return (
    <>
      <AuthHeading title="Sign In">Welcome back! Sign in to order faster and see your orders.</AuthHeading>
      <SignInForm next={nextPath} />
    </>
  );
}
