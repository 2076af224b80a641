import { deleteCategoryItem } from "@/lib/api/admin/menu/contract";
import { handle } from "@/lib/api/handle";
import { deleteCategoryItem as remove } from "@/lib/menu";

export const DELETE = handle(deleteCategoryItem, async ({ params }) => {
  const { id, name, categoryId, prices } = await remove(params.id);
  return {
    data: null,
    message: "Category item removed successfully",
    audit: {
      action: "menu.item.delete",
      targetType: "categoryItem",
      targetId: id,
      targetName: name,
      // The names menu.item.create and .update record, so a dish's entries compare field by field.
      before: { name, categoryId, pricing: prices },
    },
  };
});
