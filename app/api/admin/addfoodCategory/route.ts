import { addCategory } from "@/lib/admin/menu/categories";
import { ZCategorySchema } from "@/lib/admin/menu/schemas";
import { requireAdmin } from "@/lib/auth/request-auth";
import { readForm, readJson } from "@/lib/http/body";
import { parseWith } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

/** Takes {Categoryname} as JSON or as a form, as the spec's client sends "a category name form". */
export const POST = route(async (req) => {
  await requireAdmin(req);
  const isJson = (req.headers.get("content-type") ?? "").includes("application/json");
  const input = isJson
    ? await readJson(req, ZCategorySchema)
    : parseWith(ZCategorySchema, Object.fromEntries((await readForm(req, 16 * 1024)).entries()));
  const category = await addCategory(input.Categoryname);
  return ok({ _id: category.id, Categoryname: category.name }, "Category added successfully", { status: 201 });
});
