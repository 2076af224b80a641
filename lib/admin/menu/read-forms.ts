import "server-only";
import { AppError } from "@/lib/http/app-error";
import { readForm } from "@/lib/http/body";
import { parseWith } from "@/lib/http/parse";
import { ZCategoryItemFieldsSchema, ZSubcategoryFieldsSchema, IMAGE_MAX_BYTES } from "./schemas";
import { fileField } from "./upload";

// Two pictures at most, plus a little for the text fields; larger bodies are refused unread.
const FORM_LIMIT = 2 * IMAGE_MAX_BYTES + 64 * 1024;

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : undefined;
};

/** The category item form of the spec: pricing comes as JSON text of [{size, price}]. */
export async function readCategoryItemForm(req: Request) {
  const form = await readForm(req, FORM_LIMIT);
  let pricing: unknown;
  try {
    pricing = JSON.parse(text(form, "pricing") ?? "[]");
  } catch {
    throw AppError.invalidInput("Check the highlighted fields and try again.", { pricing: "The prices could not be read." });
  }
  const fields = parseWith(ZCategoryItemFieldsSchema, {
    categoryId: text(form, "categoryId"),
    categoryItemName: text(form, "categoryItemName"),
    description: text(form, "description"),
    pricing,
  });
  return { fields, image: fileField(form, "image") };
}

export async function readSubcategoryForm(req: Request) {
  const form = await readForm(req, FORM_LIMIT);
  const fields = parseWith(ZSubcategoryFieldsSchema, {
    categoryId: text(form, "categoryId"),
    subCategoryname: text(form, "subCategoryname"),
  });
  return {
    fields,
    image: fileField(form, "image"),
    coverimage: fileField(form, "coverimage"),
    removeCover: text(form, "removeCoverimage") === "true",
  };
}
