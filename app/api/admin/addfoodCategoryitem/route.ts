import { addCategoryItem, ZCategoryItemFormSchema } from "@/lib/api/admin/menu/contract";
import { fileField, readMenuForm } from "@/lib/api/admin/menu/forms";
import { auditCategoryItem, toCategoryItemInput } from "@/lib/api/admin/menu/present";
import { handleWithPrepared } from "@/lib/api/handle";
import { presentCategoryItem } from "@/lib/api/store/catalogue/present";
import { addCategoryItem as add, storeMenuImage, STAFF, readCategoryItem } from "@/lib/menu";

export const POST = handleWithPrepared(
  addCategoryItem,
  // The picture is stored before the write's transaction opens (decision 028).
  async ({ req }) => {
    const { fields, form } = await readMenuForm(req, addCategoryItem, ZCategoryItemFormSchema);
    const image = fileField(form, "image");
    return { fields, imagePath: image ? await storeMenuImage("image", image, "item") : null };
  },
  async ({ prepared: { fields, imagePath } }) => {
    const item = await readCategoryItem((await add(toCategoryItemInput(fields), imagePath)).id, STAFF);
    return {
      data: presentCategoryItem(item),
      message: "Category item added successfully",
      status: 201,
      audit: {
        action: "menu.item.create",
        targetType: "categoryItem",
        targetId: item.id,
        targetName: item.name,
        after: auditCategoryItem(item),
      },
    };
  },
);
