import { NextResponse } from "next/server";
import { type AppError, isAppError } from "../errors";

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

/**
 * Maps anything thrown to an answer. An AppError's message is ours, written for users, so
 * it is shown; anything else is a bare 500. Details of every 5xx go to the log only.
 */
export function toErrorResponse(err: unknown, context: string) {
  if (isAppError(err)) {
    if (err.status >= 500) console.error(`[api] ${context} failed:`, err, err.cause);
    return errorResponse(err);
  }
  console.error(`[api] ${context} failed:`, err);
  return NextResponse.json({ success: false, message: "Internal Server Error" }, { status: 500 });
}
