import type { Metadata } from "next";
import { AuthHeading } from "@/components/auth/auth-heading";
import { VerifyEmailToken } from "@/components/auth/verify-email-token";
import { safeNextPath } from "@/lib/accounts/shared";

export const metadata: Metadata = { title: "Verify your email", robots: { index: false, follow: false } };

type TVerifyEmailTokenPageProps = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function VerifyEmailTokenPage({ params, searchParams }: TVerifyEmailTokenPageProps) {
  const [{ token }, { next }] = await Promise.all([params, searchParams]);
  const nextPath = safeNextPath(Array.isArray(next) ? next[0] : next, "");
  return (
    <>
      <AuthHeading title="Verify your email" />
      <VerifyEmailToken token={token} next={nextPath} />
    </>
  );
}
