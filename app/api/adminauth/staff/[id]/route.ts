import { changeStaff, removeStaff, renewInvitation } from "@/lib/accounts";
import { changeStaff as changeEndpoint, removeStaff as removeEndpoint } from "@/lib/api/admin/staff/contract";
import { presentStaffMemberById } from "@/lib/api/admin/staff/present";
import { handle } from "@/lib/api/handle";

export const PATCH = handle(changeEndpoint, async ({ auth, params, body }) => {
  if (body.sendNewInvitation) {
    const sent = await renewInvitation(auth, params.id);
    return {
      data: await presentStaffMemberById(params.id),
      message: `A new invitation is on its way to ${sent.email}. Its link works once, for 72 hours.`,
      audit: {
        action: "staff.invite.renew",
        targetType: "admin",
        targetName: sent.username,
        after: { email: sent.email, expiresAt: sent.expiresAt.toISOString() },
      },
    };
  }
  const { member, audit } = await changeStaff(auth, params.id, body);
  return {
    data: await presentStaffMemberById(params.id),
    message: "Saved.",
    audit: { action: "staff.change", targetType: "admin", targetName: member.username, ...audit },
  };
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
