import "server-only";
import type { NextRequest } from "next/server";
import { updateCategoryItem as saveCategoryItem, storeMenuImage } from "@/lib/menu";
import { presentCategoryItem } from "../../store/catalogue/present";
import { updateCategoryItem, ZCategoryItemFormSchema } from "./contract";
import { fileField, readMenuForm } from "./forms";
import { auditCategoryItem, toCategoryItemInput } from "./present";

/** The form read and its picture stored, before the write's transaction opens (decision 028). */
export async function prepareCategoryItemUpdate({ req }: { req: NextRequest }) {
  // Both paths are declared from one spec, with the same form limit.
  const { fields, form } = await readMenuForm(req, updateCategoryItem, ZCategoryItemFormSchema);
  const image = fileField(form, "image");
  return { fields, imagePath: image ? await storeMenuImage("image", image, "item") : null };
}

/**
 * PATCH categoryItembyId and PATCH categoryItemupdatebyId: one update, two paths. Replaces the
 * item's fields and prices; the picture only when a new one came.
 */
export async function replyWithUpdatedCategoryItem({
  params,
  prepared: { fields, imagePath },
}: {
  params: { id: string };
  prepared: Awaited<ReturnType<typeof prepareCategoryItemUpdate>>;
}) {
  const { before, item: after } = await saveCategoryItem(params.id, toCategoryItemInput(fields), imagePath);
  return {
    data: presentCategoryItem(after),
    message: "Category item updated successfully",
    audit: {
      action: "menu.item.update",
      targetType: "categoryItem",
      targetId: params.id,
      targetName: after.name,
      // The domain's values, money in pence, as menu.item.create records them: not the wire's pounds.
      before: auditCategoryItem(before),
      after: auditCategoryItem(after),
    },
  };
}
