import { z } from "zod";
import { AppError, type FieldErrors } from "../errors";
import { issueMessage } from "../issue-messages";

const ZIdSchema = z.uuid();

/** Ids are UUIDs: anything else is a malformed id (400), not an unknown one (404). */
export function parseId(value: string, what = "id"): string {
  const parsed = ZIdSchema.safeParse(value);
  if (!parsed.success) throw new AppError("INVALID_ID", `Malformed ${what}.`);
  return parsed.data.toLowerCase();
}

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

export const UNSAFE_TEXT_MESSAGE = "Remove the unsupported characters from this field.";

/**
 * Text PostgreSQL cannot store (a NUL byte) or that is not well-formed Unicode (an unpaired
 * surrogate) is refused where input is parsed, field by field, so that no rule further in
 * (a rate-limit key, a query) meets it.
 */
function findUnsafeText(value: unknown, path: string[], out: FieldErrors, depth = 0): void {
  if (typeof value === "string") {
    if (value.includes("\u0000") || !value.isWellFormed()) out[path.join(".") || "body"] ??= UNSAFE_TEXT_MESSAGE;
    return;
  }
  if (depth > 32 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    value.forEach((v, i) => findUnsafeText(v, [...path, String(i)], out, depth + 1));
    return;
  }
  for (const [key, v] of Object.entries(value)) {
    if (key.includes("\u0000") || !key.isWellFormed()) out[path.join(".") || "body"] ??= UNSAFE_TEXT_MESSAGE;
    findUnsafeText(v, [...path, key], out, depth + 1);
  }
}

/**
 * Parses a value against a schema or throws a 400 with per-field messages: the schema's own, or
 * zod's generic ones in the shop's words (issueMessage).
 */
export function parseWith<T extends z.ZodType>(
  schema: T,
  value: unknown,
  message = "Check the highlighted fields and try again.",
): z.output<T> {
  const unsafe: FieldErrors = {};
  findUnsafeText(value, [], unsafe);
  if (Object.keys(unsafe).length) throw AppError.invalidInput(message, unsafe);
  const parsed = schema.safeParse(value, { error: issueMessage });
  if (!parsed.success) throw AppError.invalidInput(message, fieldErrorsOf(parsed.error));
  return parsed.data;
}
