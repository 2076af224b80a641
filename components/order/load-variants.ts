import { apiFetch } from "@/lib/client/api";

// A category's variants (subcategories: crusts, sauces, flavours…), the choice in the first modal.

export type TVariant = { _id: string; subCategoryname: string; image: string; coverimage: string | null };

export type TVariantsResult = { ok: true; variants: TVariant[] } | { ok: false; message: string };

const LOAD_FAILED = "We couldn't load the choices for this item. Please try again.";

// One request per category and page visit: the same answer serves every card and every opening.
const cache = new Map<string, Promise<TVariantsResult>>();

export function loadVariants(categoryId: string): Promise<TVariantsResult> {
  const cached = cache.get(categoryId);
  if (cached) return cached;
  const request = apiFetch<{ subcategories?: TVariant[] }>(
    `/api/admin/subfoodCategorydata/${encodeURIComponent(categoryId)}`,
  ).then(({ body }): TVariantsResult => {
    const variants = body.data?.subcategories;
    if (body.success && Array.isArray(variants)) return { ok: true, variants };
    // A failure is not kept, so the next click asks again.
    cache.delete(categoryId);
    return { ok: false, message: LOAD_FAILED };
  });
  cache.set(categoryId, request);
  return request;
}
