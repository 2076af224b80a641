import { presentAdminOptionGroup, toOptionGroupInput } from "@/lib/api/admin/option-groups/present";
import { deleteOptionGroup, updateOptionGroup } from "@/lib/api/admin/option-groups/contract";
import { handle } from "@/lib/api/handle";
import { deleteOptionGroup as remove, updateOptionGroup as update } from "@/lib/menu";

/** Replaces the group and its options; options sent with their `_id` keep it. */
export const PUT = handle(updateOptionGroup, async ({ params, body }) => {
  const { before, group } = await update(params.id, toOptionGroupInput(body));
  return {
    data: presentAdminOptionGroup(group),
    message: "Option group saved",
    audit: {
      action: "menu.option-group.update",
      targetType: "optionGroup",
      targetId: group.id,
      targetName: group.name,
      before,
      after: group,
    },
  };
});

/** Deletes the group; basket lines holding one of its options are dropped when next read. */
export const DELETE = handle(deleteOptionGroup, async ({ params }) => {
  const removed = await remove(params.id);
  return {
    data: null,
    message: "Option group deleted",
    audit: {
      action: "menu.option-group.delete",
      targetType: "optionGroup",
      targetId: removed.id,
      targetName: removed.name,
      before: removed,
    },
  };
});
