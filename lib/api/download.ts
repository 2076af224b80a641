import { urlOf } from "./client";
import type { EndpointSpec, ParamsIn, QueryIn } from "./endpoint";
import { CONNECTION_ERROR_MESSAGE, envelopeOf, readAuthToken, type TApiResult } from "./fetch";
import type { ApiRoute } from "./route";

// Apart from lib/api/client.ts: only the admin's reports save files, and the client module is in
// every storefront page's first scripts.

export type TApiDownload = TApiResult & {
  /** The file, when the server sent one (2xx); its name from Content-Disposition. */
  file?: { blob: Blob; filename: string | null };
};

/** The file name of an `attachment; filename="…"` header, as lib/api/handle.ts writes it. */
export function filenameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename="([^"]+)"/) ?? disposition?.match(/filename=([^;\s]+)/);
  return match?.[1] ?? null;
}

/**
 * GET of a file endpoint (a CSV) through fetch rather than a plain link, so that a refusal
 * reaches the screen: a browser cancels a link's download on a 401 and says nothing. A 2xx
 * comes back as the file; anything else as apiFetch answers it.
 */
export async function apiDownload(path: string): Promise<TApiDownload> {
  const headers = new Headers();
  const token = readAuthToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(path, { method: "GET", headers, credentials: "same-origin" });
  } catch {
    return { status: 0, body: { success: false, message: CONNECTION_ERROR_MESSAGE } };
  }
  if (!response.ok) return envelopeOf(response);
  return {
    status: response.status,
    body: { success: true, message: "" },
    file: { blob: await response.blob(), filename: filenameOf(response.headers.get("Content-Disposition")) },
  };
}

/** Downloads what a file endpoint (`download` in its declaration) answers; see apiDownload. */
export function downloadApi<E extends EndpointSpec>(
  endpoint: E | ApiRoute<E>,
  input: { params?: ParamsIn<E>; query?: QueryIn<E> } = {},
): Promise<TApiDownload> {
  return apiDownload(urlOf(endpoint, input.params, input.query));
}
