import { addCategoryItem, ZCategoryItemFormSchema } from "@/lib/api/admin/menu/contract";
import { fileField, readMenuForm } from "@/lib/api/admin/menu/forms";
import { toCategoryItemInput } from "@/lib/api/admin/menu/present";
import { handle } from "@/lib/api/handle";
import { presentCategoryItem } from "@/lib/api/store/catalogue/present";
import { addCategoryItem as add, storeMenuImage, STAFF, readCategoryItem } from "@/lib/menu";

export const POST = handle(addCategoryItem, async ({ req }) => {
  const { fields, form } = await readMenuForm(req, addCategoryItem, ZCategoryItemFormSchema);
  const image = fileField(form, "image");
  const imagePath = image ? await storeMenuImage("image", image, "item") : null;
  const item = await add(toCategoryItemInput(fields), imagePath);
  return { data: presentCategoryItem(await readCategoryItem(item.id, STAFF)), message: "Category item added successfully", status: 201 };
});
