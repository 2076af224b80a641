import type { Metadata } from "next";
import { AuthHeading } from "@/components/auth/auth-heading";
import { VerifyEmailToken } from "@/components/auth/verify-email-token";

export const metadata: Metadata = { title: "Verify your email", robots: { index: false, follow: false } };

type TVerifyEmailTokenPageProps = { params: Promise<{ token: string }> };

export default async function VerifyEmailTokenPage({ params }: TVerifyEmailTokenPageProps) {
  const { token } = await params;
  return (
    <>
      <AuthHeading title="Verify your email" />
      <VerifyEmailToken token={token} />
    </>
  );
}
