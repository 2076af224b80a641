import type { Metadata } from "next";
import { AccountPanel } from "@/components/admin/account/account-panel";
import { PageHeading } from "@/components/admin/page-heading";
import { findAdminSession, requireAdminPage } from "@/components/admin/session";
import { listOwnSessions } from "@/lib/accounts";
import { twoFactorPowersOf } from "@/lib/accounts/shared";

export const metadata: Metadata = { title: "My account" };

export default async function AccountPage() {
  const admin = await requireAdminPage();
  const session = (await findAdminSession())!;
  const sessions = await listOwnSessions(session.adminId, session.sessionId);
  return (
    <>
      <PageHeading title="My account" intro={`Signed in as ${admin.username}.`} />
      <AccountPanel
        twoFactorOn={admin.twoFactor}
        twoFactorPowers={twoFactorPowersOf(admin.role)}
        sessions={sessions.map((s) => ({
          _id: s.id,
          userAgent: s.userAgent,
          lastSeenAt: s.lastSeenAt.toISOString(),
          twoFactor: s.twoFactor,
          current: s.current,
        }))}
      />
    </>
  );
}
