import { addSubcategory, ZSubcategoryFormSchema } from "@/lib/api/admin/menu/contract";
import { fileField, readMenuForm } from "@/lib/api/admin/menu/forms";
import { auditSubcategory, toSubcategoryInput } from "@/lib/api/admin/menu/present";
import { handleWithPrepared } from "@/lib/api/handle";
import { presentSubcategory } from "@/lib/api/store/catalogue/present";
import { addSubcategory as add, storeMenuImage, STAFF, readSubcategory } from "@/lib/menu";
import { AppError } from "@/lib/platform/errors";

export const POST = handleWithPrepared(
  addSubcategory,
  // The pictures are stored before the write's transaction opens (decision 028).
  async ({ req }) => {
    const { fields, form } = await readMenuForm(req, addSubcategory, ZSubcategoryFormSchema);
    const image = fileField(form, "image");
    const cover = fileField(form, "coverimage");
    if (!image)
      throw AppError.invalidInput("Check the highlighted fields and try again.", { image: "Choose a picture." });
    const imagePath = await storeMenuImage("image", image, "variant");
    const coverPath = cover ? await storeMenuImage("coverimage", cover, "cover") : null;
    return { fields, imagePath, coverPath };
  },
  async ({ prepared: { fields, imagePath, coverPath } }) => {
    const variant = await readSubcategory((await add(toSubcategoryInput(fields), imagePath, coverPath)).id, STAFF);
    return {
      data: presentSubcategory(variant),
      message: "Subcategory added successfully",
      status: 201,
      audit: {
        action: "menu.variant.create",
        targetType: "subcategory",
        targetId: variant.id,
        targetName: variant.name,
        after: auditSubcategory(variant),
      },
    };
  },
);
