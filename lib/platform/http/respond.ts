import { NextResponse } from "next/server";
import { isTransactionWaitExceeded } from "@/lib/platform/db/shared";
import { deepFreeze } from "../deep-freeze";
import { AppError, type AppErrorCode, isAppError } from "../errors";

// Every answer of the API has the spec's envelope: { success, message, data }.

/** The HTTP status of each error code: here and nowhere else. */
export const HTTP_STATUS: Record<AppErrorCode, number> = {
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
};

export function statusOf(err: AppError): number {
  return HTTP_STATUS[err.code];
}

/** The bodies of answers whose `data` is the same object, unchanged, for many requests (sealAnswer), by message. */
const sealedBodies = new WeakMap<object, Map<string, Uint8Array<ArrayBuffer>>>();

/**
 * Marks `data` as an answer many requests share (a cached read, presented once): it is frozen,
 * and `ok()` writes its JSON once, not for every request that gets it.
 */
export function sealAnswer<T extends object>(data: T): T {
  sealedBodies.set(deepFreeze(data), new Map());
  return data;
}

export function ok<T>(data: T, message = "OK", init?: ResponseInit) {
  const bodies = typeof data === "object" && data !== null ? sealedBodies.get(data) : undefined;
  if (!bodies) return NextResponse.json({ success: true, message, data }, init);
  let bytes = bodies.get(message);
  if (!bytes) {
    bytes = new TextEncoder().encode(JSON.stringify({ success: true, message, data }));
    bodies.set(message, bytes);
  }
  const headers = new Headers(init?.headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/json");
  // The Response copies the bytes it is given, so the kept ones are never handed over.
  return new NextResponse(bytes, { ...init, headers });
}

export function errorResponse(err: AppError, init?: { headers?: Record<string, string> }) {
  return NextResponse.json(
    {
      success: false,
      message: err.message,
      ...(err.fields || err.data ? { data: { ...err.fields, ...err.data } } : {}),
      ...(err.errors ? { errors: err.errors } : {}),
    },
    { status: statusOf(err), headers: init?.headers },
  );
}

/** Seconds a client is asked to wait before trying again when the database had no connection free. */
export const BUSY_RETRY_SECONDS = 5;

/**
 * Maps anything thrown to an answer. An AppError's message is ours, written for users, so
 * it is shown; anything else is a bare 500. Details of every 5xx go to the log only.
 */
export function toErrorResponse(err: unknown, context: string) {
  if (isAppError(err)) {
    if (statusOf(err) >= 500) console.error(`[api] ${context} failed:`, err, err.cause);
    return errorResponse(err);
  }
  if (isTransactionWaitExceeded(err)) {
    // A rush beyond what the database's connections can serve: nothing was written, and the same
    // request will do in a few seconds, so it is a 503 with a time to retry, not a failure of ours.
    console.warn(`[api] ${context} waited too long for a database connection: answered 503.`);
    return errorResponse(
      new AppError("SERVICE_UNAVAILABLE", "We're very busy right now. Please try again in a few seconds."),
      { headers: { "retry-after": String(BUSY_RETRY_SECONDS) } },
    );
  }
  console.error(`[api] ${context} failed:`, err);
  return NextResponse.json({ success: false, message: "Internal Server Error" }, { status: 500 });
}
