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

/**
 * Set in `data` of the 401 that refuses a bearer token naming no live session (expired, or signed
 * out elsewhere) on a call visitors may make too (decision 108).
 */
export const TOKEN_REJECTED = "tokenRejected";

function isTokenRejected(result: TApiResult): boolean {
  const data = result.body.data;
  return result.status === 401 && typeof data === "object" && data !== null && TOKEN_REJECTED in data;
}

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

type ApiInit = Omit<RequestInit, "body"> & { body?: BodyInit | Record<string, unknown> | null };

/**
 * fetch() for `/api/...`: adds the bearer token when one is stored, sends JSON bodies
 * given as plain objects, and never throws. A 4xx/5xx answer comes back as it is; an
 * answer that is not the envelope, or no answer at all, becomes `success: false`.
 * A stored token the server no longer knows (the session expired or was signed out) is
 * forgotten and the call made once more without it, as the visitor the browser now is: the
 * server refuses such a token (decision 108), and the basket must keep working.
 */
export async function apiFetch<T = unknown>(path: string, init: ApiInit = {}): Promise<TApiResult<T>> {
  const token = readAuthToken();
  const sendsStoredToken = token !== null && !new Headers(init.headers).has("Authorization");
  const result = await fetchOnce<T>(path, init, sendsStoredToken ? token : null);
  if (!sendsStoredToken || !isTokenRejected(result)) return result;
  // Another tab may have signed in meanwhile: forget only the token that was refused.
  if (readAuthToken() === token) storeAuthToken(null);
  return fetchOnce<T>(path, init, null);
}

async function fetchOnce<T>(path: string, init: ApiInit, token: string | null): Promise<TApiResult<T>> {
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  if (token) headers.set("Authorization", `Bearer ${token}`);

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
