// The one error type of the app. Code → HTTP status lives here and nowhere else.

export const ERROR_STATUS = {
  INVALID_INPUT: 400,
  INVALID_ID: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

/** Per-field messages, shown beside the fields they belong to. */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  override name = "AppError";

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

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
