import { changeStaff, removeStaff } from "@/lib/accounts";
import { changeStaff as changeEndpoint, removeStaff as removeEndpoint } from "@/lib/api/admin/staff/contract";
import { describeStaffChange, presentStaffMemberById } from "@/lib/api/admin/staff/present";
import { handle } from "@/lib/api/handle";

export const PATCH = handle(changeEndpoint, async ({ auth, params, body }) => {
  const result = await changeStaff(auth, params.id, body);
  return { data: await presentStaffMemberById(params.id), ...describeStaffChange(result) };
});

export const DELETE = handle(removeEndpoint, async ({ params }) => {
  const member = await removeStaff(params.id);
  return {
    data: null,
    message: `${member.username} can no longer sign in.`,
    audit: {
      action: "staff.remove",
      targetType: "admin",
      targetName: member.username,
      before: { username: member.username, role: member.role },
    },
  };
});
