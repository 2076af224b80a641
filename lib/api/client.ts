import { apiFetch, type TApiResult } from "./fetch";
import { pathOf, type BodyIn, type EndpointSpec, type ParamsIn, type QueryIn, type ResponseOf } from "./endpoint";
import type { ApiRoute } from "./route";

// The browser's typed way to call an endpoint of lib/api: the path, the method and the
// answer's type all come from the declaration the route handler is built from. Storefront
// components pass the endpoint's route (lib/api/route.ts), which keeps zod off their pages.

type CallInput<E extends EndpointSpec> = (ParamsIn<E> extends undefined
  ? { params?: undefined }
  : { params: ParamsIn<E> }) &
  (QueryIn<E> extends undefined ? { query?: undefined } : { query?: QueryIn<E> }) &
  (BodyIn<E> extends undefined ? { body?: undefined } : { body: BodyIn<E> }) & {
    /** For endpoints that take a multipart form. */
    form?: FormData;
    init?: Omit<RequestInit, "body" | "method">;
  };

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Calls an endpoint; never throws (see apiFetch): failures come back as `success: false`. */
export function callApi<E extends EndpointSpec>(
  endpoint: E | ApiRoute<E>,
  input: CallInput<E> = {} as CallInput<E>,
): Promise<TApiResult<ResponseOf<E>>> {
  const url =
    pathOf(endpoint.path, input.params as Record<string, string> | undefined) +
    queryString(input.query as Record<string, unknown> | undefined);
  const body = input.form ?? (input.body as Record<string, unknown> | undefined);
  return apiFetch<ResponseOf<E>>(url, { ...input.init, method: endpoint.method, body });
}

/** The URL of a GET endpoint, for links and for fetches that need no typed answer. */
export function urlOf<E extends EndpointSpec>(
  endpoint: E | ApiRoute<E>,
  params?: ParamsIn<E>,
  query?: QueryIn<E>,
): string {
  return (
    pathOf(endpoint.path, params as Record<string, string> | undefined) +
    queryString(query as Record<string, unknown> | undefined)
  );
}
