import { updateSubcategory, ZSubcategoryFormSchema } from "@/lib/api/admin/menu/contract";
import { fileField, readMenuForm } from "@/lib/api/admin/menu/forms";
import { toSubcategoryInput } from "@/lib/api/admin/menu/present";
import { handle } from "@/lib/api/handle";
import { presentSubcategory } from "@/lib/api/store/catalogue/present";
import { updateSubcategory as save } from "@/lib/admin/menu/subcategories";
import { storeMenuImage } from "@/lib/admin/menu/upload";
import { STAFF } from "@/lib/catalogue/select";
import { getSubcategory } from "@/lib/catalogue/get-subcategory";

export const PATCH = handle(updateSubcategory, async ({ req, params }) => {
  const { fields, form } = await readMenuForm(req, updateSubcategory, ZSubcategoryFormSchema);
  const image = fileField(form, "image");
  const cover = fileField(form, "coverimage");
  const imagePath = image ? await storeMenuImage("image", image, "variant") : null;
  const coverImagePath = cover ? await storeMenuImage("coverimage", cover, "cover") : null;
  await save(params.id, toSubcategoryInput(fields), { imagePath, coverImagePath, removeCover: fields.removeCoverimage });
  return { data: presentSubcategory(await getSubcategory(params.id, STAFF)), message: "Subcategory updated successfully" };
});
