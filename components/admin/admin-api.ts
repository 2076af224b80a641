import { apiFetch, type TApiResult } from "@/lib/client/api";

/** apiFetch for the admin screens: the admin is known by its own httpOnly cookie. */
export function adminFetch<T = unknown>(
  path: string,
  init: Parameters<typeof apiFetch>[1] = {},
): Promise<TApiResult<T>> {
  return apiFetch<T>(path, init);
}
