import { deleteSubcategory } from "@/lib/api/admin/menu/contract";
import { handle } from "@/lib/api/handle";
import { deleteSubcategory as remove } from "@/lib/menu";

export const DELETE = handle(deleteSubcategory, async ({ params }) => {
  await remove(params.id);
  return { data: null, message: "Subcategory removed successfully" };
});
