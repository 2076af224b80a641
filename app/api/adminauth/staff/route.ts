import { inviteStaff, listStaff } from "@/lib/accounts";
import { inviteStaff as inviteEndpoint, listStaff as listEndpoint } from "@/lib/api/admin/staff/contract";
import { presentStaffMember, presentStaffMemberById } from "@/lib/api/admin/staff/present";
import { handle } from "@/lib/api/handle";

export const GET = handle(listEndpoint, async () => ({
  data: { staff: (await listStaff()).map(presentStaffMember) },
  message: "Staff",
}));

export const POST = handle(inviteEndpoint, async ({ auth, body }) => {
  const member = await inviteStaff(auth, body);
  return {
    data: await presentStaffMemberById(member.id),
    message: `Invitation sent to ${body.email}.`,
    status: 201,
    audit: {
      action: "staff.invite",
      targetType: "admin",
      targetId: member.id,
      targetName: member.username,
      after: { username: member.username, email: member.email, role: member.role },
    },
  };
});
