// The one error type of the app, in the domain's words: what went wrong, never how a transport
// says it. The HTTP status of each code is decided in one place, lib/platform/http/respond.ts.

export const APP_ERROR_CODES = [
  "INVALID_INPUT",
  "INVALID_ID",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL",
  "SERVICE_UNAVAILABLE",
] as const;

export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/** Per-field messages, shown beside the fields they belong to. */
export type FieldErrors = Record<string, string>;

/** One of several refusals answered at once; `field` is null when it concerns the request as a whole. */
export type Refusal = { field: string | null; message: string };

export class AppError extends Error {
  override name = "AppError";

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    options?: { cause?: unknown; errors?: Refusal[]; data?: Record<string, unknown> },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.errors = options?.errors;
    this.data = options?.data;
  }

  /**
   * Every refusal of a request that was refused for several reasons at once (checkout): the
   * message and fields stay those of the first, so a client that reads one still reads the same.
   */
  readonly errors?: Refusal[];

  /** Further facts for the client beside the message (e.g. `twoFactorRequired`), answered in `data`. */
  readonly data?: Record<string, unknown>;

  static notFound(what: string) {
    return new AppError("NOT_FOUND", `${what} not found.`);
  }

  static invalidInput(message: string, fields?: FieldErrors) {
    return new AppError("INVALID_INPUT", message, fields);
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
