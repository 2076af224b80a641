import { z } from "zod";
import { AppError, type FieldErrors } from "./app-error";

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

/** Parses a value against a schema or throws a 400 with per-field messages. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown, message = "Check the highlighted fields and try again."): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw AppError.invalidInput(message, fieldErrorsOf(parsed.error));
  return parsed.data;
}
