import { addCategory as add } from "@/lib/menu";
import { addCategory, ZAddCategoryFieldsSchema } from "@/lib/api/admin/menu/contract";
import { isJsonRequest, readMenuForm } from "@/lib/api/admin/menu/forms";
import { CATEGORY_WIRE_FIELDS } from "@/lib/api/admin/menu/present";
import { handle } from "@/lib/api/handle";
import { presentCategory } from "@/lib/api/store/catalogue/present";
import { withWireFieldNames } from "@/lib/api/wire-fields";
import { readJson } from "@/lib/platform/http";

/** The name as JSON or as a form, under `Categoryname` or (the spec's client) `category`. */
export const POST = handle(addCategory, async ({ req }) => {
  const { Categoryname } = isJsonRequest(req)
    ? await readJson(req, ZAddCategoryFieldsSchema, addCategory.form.maxBytes)
    : (await readMenuForm(req, addCategory, ZAddCategoryFieldsSchema)).fields;
  const category = await withWireFieldNames(add(Categoryname), CATEGORY_WIRE_FIELDS);
  return {
    data: presentCategory(category),
    message: "Category added successfully",
    status: 201,
    audit: {
      action: "menu.category.create",
      targetType: "category",
      targetId: category.id,
      targetName: category.name,
      after: { name: category.name },
    },
  };
});
