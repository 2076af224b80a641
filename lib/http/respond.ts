import { NextResponse } from "next/server";
import { type AppError, isAppError } from "./app-error";

// Every answer of the API has the spec's envelope: { success, message, data }.

export function ok<T>(data: T, message = "OK", init?: ResponseInit) {
  return NextResponse.json({ success: true, message, data }, init);
}

export function errorResponse(err: AppError) {
  return NextResponse.json(
    { success: false, message: err.message, ...(err.fields ? { data: err.fields } : {}) },
    { status: err.status },
  );
}

/** Maps anything thrown to an answer; 5xx answers never carry internals. */
export function toErrorResponse(err: unknown, context: string) {
  if (isAppError(err) && err.status < 500) return errorResponse(err);
  console.error(`[api] ${context} failed:`, err);
  const status = isAppError(err) ? err.status : 500;
  return NextResponse.json({ success: false, message: "Internal Server Error" }, { status });
}
