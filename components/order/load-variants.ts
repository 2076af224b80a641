import { callApi } from "@/lib/api/client";
import { listSubcategories } from "@/lib/api/store/catalogue/routes";
import { toVariantView } from "@/lib/api/store/catalogue/view";
import type { SubcategoryView } from "@/lib/menu/shared";

// A category's variants (subcategories: crusts, sauces, flavours…), the choice in the first modal.

export type TVariant = SubcategoryView;

export type TVariantsResult = { ok: true; variants: TVariant[] } | { ok: false; message: string };

const LOAD_FAILED = "We couldn't load the choices for this item. Please try again.";

// One request per category and page visit: the same answer serves every card and every opening.
const cache = new Map<string, Promise<TVariantsResult>>();

export function loadVariants(categoryId: string): Promise<TVariantsResult> {
  const cached = cache.get(categoryId);
  if (cached) return cached;
  const request = callApi(listSubcategories, { params: { categoryId } }).then(({ body }): TVariantsResult => {
    if (body.success && body.data) return { ok: true, variants: body.data.subcategories.map(toVariantView) };
    // A failure is not kept, so the next click asks again.
    cache.delete(categoryId);
    return { ok: false, message: LOAD_FAILED };
  });
  cache.set(categoryId, request);
  return request;
}
