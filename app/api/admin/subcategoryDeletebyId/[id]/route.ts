import { deleteSubcategory } from "@/lib/api/admin/menu/contract";
import { handle } from "@/lib/api/handle";
import { deleteSubcategory as remove } from "@/lib/menu";

export const DELETE = handle(deleteSubcategory, async ({ params }) => {
  const { id, ...removed } = await remove(params.id);
  return {
    data: null,
    message: "Subcategory removed successfully",
    audit: {
      action: "menu.variant.delete",
      targetType: "subcategory",
      targetId: id,
      targetName: removed.name,
      before: removed,
    },
  };
});
