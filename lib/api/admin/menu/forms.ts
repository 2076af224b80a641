import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/platform/errors";
import { readForm, parseWith } from "@/lib/platform/http";

// The spec's menu forms are multipart: text fields checked by the contract's schema, and
// pictures as files.

type FormEndpoint = { form: { maxBytes: number } };

/** Reads the form within the endpoint's limit and checks its text fields. */
export async function readMenuForm<S extends z.ZodType>(req: Request, endpoint: FormEndpoint, schema: S) {
  const form = await readForm(req, endpoint.form.maxBytes);
  const text: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") text[name] ??= value;
  }
  return { fields: parseWith(schema, text), form };
}

/** A file field: a non-empty File, or null when absent or empty. Text in a file field is an error. */
export function fileField(form: FormData, name: string): File | null {
  const value = form.get(name);
  if (value === null || value === "") return null;
  if (typeof value === "string") {
    throw AppError.invalidInput("Check the highlighted fields and try again.", {
      [name]: "Attach the picture as a file.",
    });
  }
  return value.size > 0 ? value : null;
}

/** JSON or a form, whichever the client sent (the spec's category form may come as either). */
export function isJsonRequest(req: Request): boolean {
  return /^application\/json/i.test(req.headers.get("content-type") ?? "");
}
