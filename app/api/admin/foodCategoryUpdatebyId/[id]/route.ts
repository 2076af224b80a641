import { renameCategory } from "@/lib/api/admin/menu/contract";
import { CATEGORY_WIRE_FIELDS } from "@/lib/api/admin/menu/present";
import { handle } from "@/lib/api/handle";
import { presentCategory } from "@/lib/api/store/catalogue/present";
import { withWireFieldNames } from "@/lib/api/wire-fields";
import { renameCategory as rename } from "@/lib/menu";

export const PATCH = handle(renameCategory, async ({ params, body }) => ({
  data: presentCategory(await withWireFieldNames(rename(params.id, body.Categoryname), CATEGORY_WIRE_FIELDS)),
  message: "Category updated successfully",
}));
