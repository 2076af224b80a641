import { readSubcategoryForm } from "@/lib/admin/menu/read-forms";
import { addSubcategory } from "@/lib/admin/menu/subcategories";
import { storeMenuImage } from "@/lib/admin/menu/upload";
import { requireAdmin } from "@/lib/auth/request-auth";
import { AppError } from "@/lib/http/app-error";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route(async (req) => {
  await requireAdmin(req);
  const { fields, image, coverimage } = await readSubcategoryForm(req);
  if (!image) throw AppError.invalidInput("Check the highlighted fields and try again.", { image: "Choose a picture." });
  const imagePath = await storeMenuImage("image", image, "variant");
  const coverPath = coverimage ? await storeMenuImage("coverimage", coverimage, "cover") : null;
  const sub = await addSubcategory(fields, imagePath, coverPath);
  return ok({ _id: sub.id }, "Subcategory added successfully", { status: 201 });
});
