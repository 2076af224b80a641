import { deleteCategoryItem } from "@/lib/api/admin/menu/contract";
import { handle } from "@/lib/api/handle";
import { deleteCategoryItem as remove } from "@/lib/menu";

export const DELETE = handle(deleteCategoryItem, async ({ params }) => {
  await remove(params.id);
  return { data: null, message: "Category item removed successfully" };
});
