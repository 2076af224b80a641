import { presentAdminOptionGroup, toOptionGroupInput } from "@/lib/api/admin/option-groups/present";
import { createOptionGroup, listOptionGroups } from "@/lib/api/admin/option-groups/contract";
import { handle } from "@/lib/api/handle";
import { createOptionGroup as create, listOptionGroupsForAdmin } from "@/lib/menu";

export const GET = handle(listOptionGroups, async () => ({
  data: (await listOptionGroupsForAdmin()).map(presentAdminOptionGroup),
  message: "Option groups",
}));

export const POST = handle(createOptionGroup, async ({ body }) => {
  const group = await create(toOptionGroupInput(body));
  return {
    data: presentAdminOptionGroup(group),
    message: "Option group created",
    status: 201,
    audit: {
      action: "menu.option-group.create",
      targetType: "optionGroup",
      targetId: group.id,
      targetName: group.name,
      after: group,
    },
  };
});
