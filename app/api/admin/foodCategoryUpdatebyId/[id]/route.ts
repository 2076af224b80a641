import { renameCategory } from "@/lib/api/admin/menu/contract";
import { CATEGORY_WIRE_FIELDS } from "@/lib/api/admin/menu/present";
import { handle } from "@/lib/api/handle";
import { presentCategory } from "@/lib/api/store/catalogue/present";
import { withWireFieldNames } from "@/lib/api/wire-fields";
import { renameCategory as rename } from "@/lib/menu";

export const PATCH = handle(renameCategory, async ({ params, body }) => {
  const { previousName, ...category } = await withWireFieldNames(
    rename(params.id, body.Categoryname),
    CATEGORY_WIRE_FIELDS,
  );
  return {
    data: presentCategory(category),
    message: "Category updated successfully",
    audit: {
      action: "menu.category.rename",
      targetType: "category",
      targetId: category.id,
      targetName: category.name,
      before: { name: previousName },
      after: { name: category.name },
    },
  };
});
