import { updateSubcategory, ZSubcategoryFormSchema } from "@/lib/api/admin/menu/contract";
import { fileField, readMenuForm } from "@/lib/api/admin/menu/forms";
import { auditSubcategory, toSubcategoryInput } from "@/lib/api/admin/menu/present";
import { handleWithPrepared } from "@/lib/api/handle";
import { presentSubcategory } from "@/lib/api/store/catalogue/present";
import { updateSubcategory as save, storeMenuImage } from "@/lib/menu";

export const PATCH = handleWithPrepared(
  updateSubcategory,
  // The pictures are stored before the write's transaction opens (decision 028).
  async ({ req }) => {
    const { fields, form } = await readMenuForm(req, updateSubcategory, ZSubcategoryFormSchema);
    const image = fileField(form, "image");
    const cover = fileField(form, "coverimage");
    const imagePath = image ? await storeMenuImage("image", image, "variant") : null;
    const coverImagePath = cover ? await storeMenuImage("coverimage", cover, "cover") : null;
    return { fields, imagePath, coverImagePath };
  },
  async ({ params, prepared: { fields, imagePath, coverImagePath } }) => {
    const { before, subcategory: after } = await save(params.id, toSubcategoryInput(fields), {
      imagePath,
      coverImagePath,
      removeCover: fields.removeCoverimage,
    });
    return {
      data: presentSubcategory(after),
      message: "Subcategory updated successfully",
      audit: {
        action: "menu.variant.update",
        targetType: "subcategory",
        targetId: after.id,
        targetName: after.name,
        before: auditSubcategory(before),
        after: auditSubcategory(after),
      },
    };
  },
);
