import { deleteCategory } from "@/lib/api/admin/menu/contract";
import { handle } from "@/lib/api/handle";
import { deleteCategory as remove } from "@/lib/menu";

export const DELETE = handle(deleteCategory, async ({ params }) => {
  await remove(params.id);
  return { data: null, message: "Category removed successfully" };
});
