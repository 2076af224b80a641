// Browser-side calls to this app's /api. Every answer has the envelope { success, message, data }.

export const AUTH_TOKEN_KEY = "authToken";

export type TApiBody<T = unknown> = {
  success: boolean;
  message: string;
  data?: T;
};

export type TApiResult<T = unknown> = {
  /** HTTP status; 0 when the request never reached the server. */
  status: number;
  body: TApiBody<T>;
};

export const CONNECTION_ERROR_MESSAGE = "Check your connection and try again.";
const UNREADABLE_ANSWER_MESSAGE = "Something went wrong. Please try again.";

/** The stored bearer token; null on the server and where storage is blocked. */
export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAuthToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(AUTH_TOKEN_KEY, token);
    else window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage blocked (private mode, policy): the httpOnly session cookie still signs the user in.
  }
}

function isApiBody(value: unknown): value is TApiBody {
  return typeof value === "object" && value !== null && typeof (value as TApiBody).success === "boolean";
}

/**
 * fetch() for `/api/...`: adds the bearer token when one is stored, sends JSON bodies
 * given as plain objects, and never throws. A 4xx/5xx answer comes back as it is; an
 * answer that is not the envelope, or no answer at all, becomes `success: false`.
 */
export async function apiFetch<T = unknown>(
  path: string,
  init: Omit<RequestInit, "body"> & { body?: BodyInit | Record<string, unknown> | null } = {},
): Promise<TApiResult<T>> {
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  const token = readAuthToken();
  if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);

  let body: BodyInit | null | undefined;
  if (init.body && typeof init.body === "object" && Object.getPrototypeOf(init.body) === Object.prototype) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.body);
  } else {
    body = init.body as BodyInit | null | undefined;
  }

  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, body, credentials: "same-origin" });
  } catch {
    return { status: 0, body: { success: false, message: CONNECTION_ERROR_MESSAGE } };
  }
  return envelopeOf<T>(response);
}

/** An answer as apiFetch gives it: the envelope, or `success: false` for anything else. */
export async function envelopeOf<T = unknown>(response: Response): Promise<TApiResult<T>> {
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  if (!isApiBody(parsed)) {
    return { status: response.status, body: { success: false, message: UNREADABLE_ANSWER_MESSAGE } };
  }
  return {
    status: response.status,
    body: {
      success: parsed.success,
      message: typeof parsed.message === "string" ? parsed.message : "",
      data: parsed.data as T,
    },
  };
}

/** The server's per-field messages (`data.<field>` of a 4xx answer), only those that are text. */
export function fieldErrorsOf(body: TApiBody, fields: readonly string[]): Record<string, string> {
  const data = body.data;
  if (body.success || typeof data !== "object" || data === null) return {};
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = (data as Record<string, unknown>)[field];
    if (typeof value === "string" && value) out[field] = value;
  }
  return out;
}
