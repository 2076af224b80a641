import { readSubcategoryForm } from "@/lib/admin/menu/read-forms";
import { updateSubcategory } from "@/lib/admin/menu/subcategories";
import { storeMenuImage } from "@/lib/admin/menu/upload";
import { requireAdmin } from "@/lib/auth/request-auth";
import { parseId } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const PATCH = route<{ id: string }>(async (req, { id }) => {
  await requireAdmin(req);
  const subId = parseId(id, "subcategory id");
  const { fields, image, coverimage, removeCover } = await readSubcategoryForm(req);
  const imagePath = image ? await storeMenuImage("image", image, "variant") : null;
  const coverImagePath = coverimage ? await storeMenuImage("coverimage", coverimage, "cover") : null;
  await updateSubcategory(subId, fields, { imagePath, coverImagePath, removeCover });
  return ok({ _id: subId }, "Subcategory updated successfully");
});
