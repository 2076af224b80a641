import type { Metadata } from "next";
import { PageHeading } from "@/components/admin/page-heading";
import { findAdminSession, requireAdminPage } from "@/components/admin/session";
import { StaffManager } from "@/components/admin/staff/staff-manager";
import { listStaff } from "@/lib/accounts";
import { presentStaffMember } from "@/lib/api/admin/staff/present";

export const metadata: Metadata = { title: "Staff" };

export default async function StaffPage() {
  await requireAdminPage("staff.manage");
  const [staff, session] = await Promise.all([listStaff(), findAdminSession()]);
  return (
    <>
      <PageHeading title="Staff" intro="Everyone who signs in to this admin, and what their role lets them do." />
      <StaffManager initial={staff.map(presentStaffMember)} selfId={session?.adminId ?? ""} />
    </>
  );
}
