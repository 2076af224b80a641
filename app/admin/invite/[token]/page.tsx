import type { Metadata } from "next";
import { AdminBrand } from "@/components/admin/brand";
import { shopIdentity } from "@/lib/shop";
import { AcceptInviteForm } from "@/components/admin/invite/accept-invite-form";

export const metadata: Metadata = { title: "Choose your password", robots: { index: false, follow: false } };

export default async function AcceptInvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface px-4 py-10">
      <div className="w-full max-w-md space-y-6 rounded-2xl border border-line bg-white p-6">
        <AdminBrand isLink={false} name={(await shopIdentity()).name} />
        <h1 className="text-2xl font-extrabold text-ink">Welcome to the team</h1>
        <AcceptInviteForm token={token} />
      </div>
    </main>
  );
}
