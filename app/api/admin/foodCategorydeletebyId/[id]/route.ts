import { deleteCategory } from "@/lib/api/admin/menu/contract";
import { handle } from "@/lib/api/handle";
import { deleteCategory as remove } from "@/lib/menu";

export const DELETE = handle(deleteCategory, async ({ params }) => {
  const { id, ...removed } = await remove(params.id);
  return {
    data: null,
    message: "Category removed successfully",
    // Its dishes and variants went with it: the entry names them.
    audit: {
      action: "menu.category.delete",
      targetType: "category",
      targetId: id,
      targetName: removed.name,
      before: removed,
    },
  };
});
